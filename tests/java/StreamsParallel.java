import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

// Parallel streams on the common ForkJoinPool; every printed result is independent of the execution order.
public class StreamsParallel {
    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) if (n % d == 0) return false;
        return true;
    }

    public static void main(String[] args) {
        System.out.println("parallel sum " + IntStream.rangeClosed(1, 100000).parallel().asLongStream().sum());
        System.out.println("parallel prime count " + IntStream.range(0, 20000).parallel().filter(StreamsParallel::isPrime).count());
        System.out.println("parallel toList keeps order " + IntStream.range(0, 40).parallel().map(i -> i * i % 17).boxed().toList());
        System.out.println("parallel sorted " + Arrays.toString(IntStream.range(0, 30).parallel().map(i -> (i * 7919) % 31).sorted().toArray()));
        System.out.println("parallel distinct count " + IntStream.range(0, 5000).parallel().map(i -> i % 97).distinct().count());
        System.out.println("parallel groupingBy " + IntStream.range(0, 1000).parallel().boxed().collect(Collectors.groupingBy(i -> i % 7, TreeMap::new, Collectors.counting())));
        System.out.println("parallel toMap into TreeMap " + IntStream.range(0, 20).parallel().boxed().collect(Collectors.toMap(i -> i % 5, i -> i, Integer::sum, TreeMap::new)));
        System.out.println("concurrent groupingBy size sorted " + new TreeMap<>(IntStream.range(0, 1000).parallel().boxed()
            .collect(Collectors.groupingByConcurrent(i -> i % 4, Collectors.summingInt(i -> i)))));
        StringBuilder ordered = new StringBuilder();
        IntStream.range(0, 26).parallel().mapToObj(i -> (char) ('a' + i)).forEachOrdered(ordered::append);
        System.out.println("forEachOrdered " + ordered);
        LongAdder adder = new LongAdder();
        IntStream.range(0, 10000).parallel().forEach(i -> adder.add(i));
        System.out.println("forEach into LongAdder " + adder.sum());
        ConcurrentHashMap<Integer, AtomicInteger> buckets = new ConcurrentHashMap<>();
        IntStream.range(0, 3000).parallel().forEach(i -> buckets.computeIfAbsent(i % 10, k -> new AtomicInteger()).incrementAndGet());
        System.out.println("buckets " + new TreeMap<>(buckets));
        System.out.println("reduce max " + IntStream.range(0, 10000).parallel().map(i -> (i * 31) % 9973).reduce(Integer.MIN_VALUE, Math::max)
            + " string reduce (associative) " + Stream.of("a", "b", "c", "d", "e", "f", "g", "h").parallel().reduce("", String::concat)
            + " joining " + Stream.of("x", "y", "z", "w").parallel().collect(Collectors.joining("-", "<", ">")));
        System.out.println("findFirst " + IntStream.range(0, 1000).parallel().filter(i -> i > 500 && i % 7 == 0).findFirst().getAsInt()
            + " anyMatch " + IntStream.range(0, 1000).parallel().anyMatch(i -> i == 999) + " allMatch " + IntStream.range(0, 1000).parallel().allMatch(i -> i >= 0)
            + " findAny present " + IntStream.range(0, 100).parallel().filter(i -> i % 10 == 3).findAny().isPresent());
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 2000; i++) list.add(i);
        System.out.println("list parallelStream sum " + list.parallelStream().mapToLong(Integer::longValue).sum() + " isParallel " + list.parallelStream().isParallel()
            + " sequential() " + list.parallelStream().sequential().isParallel());
        System.out.println("limit/skip parallel " + list.parallelStream().skip(1990).limit(5).toList());
        double[] ds = new Random(11).doubles(1000).toArray();
        double seqMax = Arrays.stream(ds).max().getAsDouble();
        System.out.println("double max equal " + (seqMax == Arrays.stream(ds).parallel().max().getAsDouble()) + " count>0.5 " + Arrays.stream(ds).parallel().filter(d -> d > 0.5).count());
        int[] arr = new Random(5).ints(5000, 0, 1000000).toArray();
        int[] copy = arr.clone();
        Arrays.parallelSort(copy);
        int[] seq = arr.clone();
        Arrays.sort(seq);
        System.out.println("parallelSort matches sort " + Arrays.equals(copy, seq) + " first " + copy[0] + " last " + copy[copy.length - 1]);
        Arrays.parallelSetAll(copy, i -> i * 2);
        System.out.println("parallelSetAll " + copy[4999]);
        try {
            IntStream.range(0, 1000).parallel().map(i -> { if (i == 777) throw new IllegalStateException("boom at 777"); return i; }).sum();
        } catch (IllegalStateException e) {
            // the exception may be re-created (wrapping the original) when it was thrown in a worker thread
            Throwable root = e;
            while (root.getCause() != null) root = root.getCause();
            System.out.println("exception propagated: " + root.getClass().getName() + ": " + root.getMessage());
        }
        System.out.println("common pool parallelism>0 " + (ForkJoinPool.getCommonPoolParallelism() > 0));
    }
}
