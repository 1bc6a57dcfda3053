import java.util.*;
import java.util.stream.*;

// Simple sequential streams: map/filter/collect/sum/sorted/joining, reductions, grouping into sorted maps.
public class Streams {
    record City(String name, String country, int population) { }

    public static void main(String[] args) {
        List<Integer> nums = IntStream.rangeClosed(1, 20).boxed().collect(Collectors.toList());
        System.out.println("nums " + nums);
        System.out.println("evens squared " + nums.stream().filter(n -> n % 2 == 0).map(n -> n * n).collect(Collectors.toList()));
        System.out.println("sum " + nums.stream().mapToInt(Integer::intValue).sum() + " reduce " + nums.stream().reduce(0, Integer::sum)
            + " product(1..10) " + LongStream.rangeClosed(1, 10).reduce(1, (a, b) -> a * b));
        System.out.println("count>10 " + nums.stream().filter(n -> n > 10).count() + " max " + nums.stream().max(Integer::compare).get()
            + " min " + nums.stream().min(Comparator.naturalOrder()).orElse(-1));
        IntSummaryStatistics stats = nums.stream().mapToInt(n -> n).summaryStatistics();
        System.out.println("stats " + stats);
        System.out.println("average " + nums.stream().mapToInt(n -> n).average().getAsDouble() + " empty average present "
            + IntStream.empty().average().isPresent());
        List<String> words = List.of("stream", "lambda", "java", "virtual", "machine", "rivet", "bytecode", "heap", "stack", "java");
        System.out.println("joined " + words.stream().collect(Collectors.joining(", ", "[", "]")));
        System.out.println("sorted distinct upper " + words.stream().distinct().sorted().map(String::toUpperCase).collect(Collectors.joining(" ")));
        System.out.println("sorted by length then alpha " + words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder())).toList());
        System.out.println("limit/skip " + words.stream().skip(2).limit(3).toList() + " anyMatch " + words.stream().anyMatch(w -> w.startsWith("v"))
            + " allMatch " + words.stream().allMatch(w -> w.length() > 3) + " noneMatch " + words.stream().noneMatch(String::isEmpty));
        System.out.println("findFirst " + words.stream().filter(w -> w.contains("a")).findFirst().orElse("none"));
        Map<Integer, List<String>> byLen = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println("groupingBy length " + byLen);
        Map<Character, Long> firstLetters = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.counting()));
        System.out.println("first letter counts " + firstLetters);
        Map<Boolean, List<Integer>> parts = nums.stream().collect(Collectors.partitioningBy(n -> n % 3 == 0));
        System.out.println("partitioned " + parts);
        Map<String, Integer> lengths = words.stream().distinct().collect(Collectors.toMap(w -> w, String::length, (a, b) -> a, TreeMap::new));
        System.out.println("toMap " + lengths);
        List<City> cities = List.of(new City("Lyon", "FR", 513000), new City("Paris", "FR", 2161000), new City("Berlin", "DE", 3645000),
            new City("Munich", "DE", 1472000), new City("Rome", "IT", 2873000), new City("Nice", "FR", 342000), new City("Milan", "IT", 1352000));
        Map<String, Integer> popByCountry = cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new, Collectors.summingInt(City::population)));
        System.out.println("population by country " + popByCountry);
        Map<String, Optional<City>> biggest = cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new,
            Collectors.maxBy(Comparator.comparingInt(City::population))));
        biggest.forEach((k, v) -> System.out.println("  biggest in " + k + ": " + v.map(City::name).orElse("?")));
        System.out.println("names by pop desc " + cities.stream().sorted(Comparator.comparingInt(City::population).reversed()).map(City::name).collect(Collectors.joining(">")));
        System.out.println("avg pop " + cities.stream().collect(Collectors.averagingInt(City::population)));
        // flatMap, iterate, generate
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(3), List.of(), List.of(4, 5, 6));
        System.out.println("flatMap " + nested.stream().flatMap(List::stream).map(n -> n * 10).toList());
        System.out.println("iterate " + Stream.iterate(1, n -> n * 3).limit(10).toList());
        System.out.println("iterate with predicate " + Stream.iterate(1, n -> n < 1000, n -> n * 2).map(String::valueOf).collect(Collectors.joining(",")));
        int[] counter = {0};
        System.out.println("generate " + Stream.generate(() -> ++counter[0]).limit(5).toList());
        System.out.println("chars " + "hello world".chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        System.out.println("IntStream ops " + IntStream.range(0, 10).map(i -> i * i).filter(i -> i % 2 == 1).boxed().toList() + " "
            + Arrays.toString(IntStream.of(3, 1, 2).sorted().toArray()) + " " + DoubleStream.of(1.5, 2.5).sum() + " " + IntStream.rangeClosed(1, 5).mapToObj(Integer::toString).collect(Collectors.joining("+")));
        // laziness: peek shows the per-element pipeline order
        StringBuilder trace = new StringBuilder();
        List<Integer> lazy = Stream.of(5, 3, 8, 1, 9, 2)
            .peek(n -> trace.append("p").append(n).append(' '))
            .filter(n -> n > 2)
            .peek(n -> trace.append("f").append(n).append(' '))
            .map(n -> n * 2)
            .limit(3)
            .toList();
        System.out.println("lazy " + lazy + " trace " + trace);
        // a bigger pipeline
        long primes = IntStream.rangeClosed(2, 20000).filter(Streams::isPrime).count();
        int sumSquares = IntStream.rangeClosed(1, 1000).map(i -> i * i % 1009).sum();
        System.out.println("primes<=20000 " + primes + " sumSquares " + sumSquares);
        String sentence = Stream.of("the", "end", "of", "streams").map(s -> s.substring(0, 1).toUpperCase() + s.substring(1)).reduce("", (a, b) -> a.isEmpty() ? b : a + " " + b);
        System.out.println(sentence);
        try {
            Stream<String> s = Stream.of("x");
            s.count();
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("reuse: " + e.getMessage());
        }
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) if (n % d == 0) return false;
        return true;
    }
}
