import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Sequential stream pipelines and the Collectors library: toMap, groupingBy (nested, downstream), partitioningBy,
// joining, summarizing, teeing, mapping/filtering/flatMapping, collectingAndThen, reducing, takeWhile/dropWhile, mapMulti.
public class StreamsCollectors {
    record Emp(String name, String dept, int age, double salary) { }

    public static void main(String[] args) {
        List<Emp> emps = List.of(
            new Emp("Ann", "eng", 34, 120000), new Emp("Bob", "eng", 45, 135000.5), new Emp("Cid", "ops", 29, 70000),
            new Emp("Dee", "sales", 38, 90000), new Emp("Eve", "eng", 23, 95000), new Emp("Fay", "ops", 51, 88000),
            new Emp("Gus", "sales", 27, 61000), new Emp("Hal", "hr", 60, 77000), new Emp("Ivy", "eng", 31, 128000.25));
        System.out.println("names by dept " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.mapping(Emp::name, Collectors.joining("/")))));
        System.out.println("count by dept " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.counting())));
        System.out.println("avg salary by dept " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.averagingDouble(Emp::salary))));
        System.out.println("oldest by dept " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
            Collectors.collectingAndThen(Collectors.maxBy(Comparator.comparingInt(Emp::age)), o -> o.get().name()))));
        System.out.println("nested dept->decade->names " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
            Collectors.groupingBy(e -> e.age() / 10 * 10, TreeMap::new, Collectors.mapping(Emp::name, Collectors.toList())))));
        System.out.println("partition age>=35 " + emps.stream().collect(Collectors.partitioningBy(e -> e.age() >= 35, Collectors.mapping(Emp::name, Collectors.toList()))));
        System.out.println("filtering per dept " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
            Collectors.filtering(e -> e.salary() > 89000, Collectors.mapping(Emp::name, Collectors.toList())))));
        System.out.println("flatMapping letters " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new,
            Collectors.flatMapping(e -> e.name().toLowerCase().chars().mapToObj(c -> (char) c), Collectors.toCollection(TreeSet::new)))));
        DoubleSummaryStatistics ds = emps.stream().collect(Collectors.summarizingDouble(Emp::salary));
        IntSummaryStatistics is = emps.stream().collect(Collectors.summarizingInt(Emp::age));
        System.out.println("salary stats " + ds);
        System.out.println("age stats " + is + " avg " + is.getAverage());
        System.out.println("toMap name->age " + emps.stream().collect(Collectors.toMap(Emp::name, Emp::age, (a, b) -> a, TreeMap::new)));
        System.out.println("toMap dept->total merge " + emps.stream().collect(Collectors.toMap(Emp::dept, Emp::salary, Double::sum, TreeMap::new)));
        try {
            emps.stream().collect(Collectors.toMap(Emp::dept, Emp::name));
        } catch (IllegalStateException e) {
            System.out.println("toMap duplicate: " + e.getMessage());
        }
        try {
            Stream.of("a", "b").collect(Collectors.toMap(s -> s, s -> (String) null));
        } catch (NullPointerException e) {
            System.out.println("toMap null value: NPE");
        }
        var teed = emps.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingDouble(Emp::salary), (c, s) -> String.format(Locale.US, "%d emps, total %.2f, mean %.3f", c, s, s / c)));
        System.out.println("teeing " + teed);
        var minmax = IntStream.of(5, 3, 9, -2, 7).boxed().collect(Collectors.teeing(Collectors.minBy(Integer::compare), Collectors.maxBy(Integer::compare), (a, b) -> a.get() + ".." + b.get()));
        System.out.println("teeing min/max " + minmax);
        System.out.println("reducing " + emps.stream().collect(Collectors.reducing(0, Emp::age, Integer::sum)) + " joining no-arg " + emps.stream().map(Emp::name).limit(3).collect(Collectors.joining())
            + " toUnmodifiableList " + Stream.of(3, 1, 2).collect(Collectors.toUnmodifiableList()) + " toSet sorted " + new TreeSet<>(Stream.of("b", "a", "b").collect(Collectors.toSet())));
        try {
            Stream.of(1).collect(Collectors.toUnmodifiableList()).add(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("toUnmodifiableList add: UnsupportedOperationException");
        }

        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf", "hotel", "india", "echo");
        System.out.println("distinct sorted " + words.stream().distinct().sorted().toList());
        System.out.println("skip 2 limit 4 " + words.stream().skip(2).limit(4).toList() + " sorted reverse " + words.stream().sorted(Comparator.reverseOrder()).limit(3).toList());
        System.out.println("takeWhile " + words.stream().takeWhile(w -> !w.startsWith("e")).toList() + " dropWhile " + words.stream().dropWhile(w -> !w.startsWith("e")).toList());
        System.out.println("flatMap chars " + words.stream().limit(3).flatMap(w -> w.chars().mapToObj(c -> String.valueOf((char) c))).collect(Collectors.joining()));
        System.out.println("mapMulti " + Stream.of(1, 2, 3).<Integer>mapMulti((x, sink) -> { for (int i = 0; i < x; i++) sink.accept(x * 10 + i); }).toList());
        System.out.println("reduce identity " + words.stream().reduce("", (a, b) -> a + b.charAt(0)) + " reduce optional " + words.stream().map(String::length).reduce(Integer::max)
            + " reduce 3-arg " + words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        System.out.println("collect 3-arg " + words.stream().collect(StringBuilder::new, (b, w) -> b.append(w.charAt(w.length() - 1)), StringBuilder::append));
        List<String> peeked = new ArrayList<>();
        long cnt = words.stream().peek(peeked::add).filter(w -> w.length() == 5).count();
        System.out.println("peek+count " + cnt + " peeked " + peeked.size());
        System.out.println("anyMatch " + words.stream().anyMatch(w -> w.endsWith("t")) + " allMatch " + words.stream().allMatch(w -> w.length() >= 4) + " noneMatch " + words.stream().noneMatch(String::isBlank)
            + " findFirst " + words.stream().filter(w -> w.contains("o")).findFirst().get() + " min " + words.stream().min(Comparator.naturalOrder()).get()
            + " max by len " + words.stream().max(Comparator.comparingInt(String::length)).get());
        System.out.println("iterate " + Stream.iterate(new int[]{0, 1}, f -> new int[]{f[1], f[0] + f[1]}).limit(15).map(f -> f[0]).toList());
        System.out.println("concat " + Stream.concat(Stream.of(1, 2), Stream.of(3)).toList() + " ofNullable " + Stream.ofNullable(null).count() + " empty " + Stream.empty().findAny().isPresent());
        Iterator<Integer> it = Stream.of(1, 2, 3).iterator();
        System.out.println("iterator " + it.next() + it.next() + it.next() + " hasNext " + it.hasNext());
        Stream<String> once = words.stream();
        once.count();
        try {
            once.count();
        } catch (IllegalStateException e) {
            System.out.println("reuse: " + e.getMessage());
        }
        try {
            Stream.of(1, 2, 3).map(x -> 10 / (x - 2)).toList();
        } catch (ArithmeticException e) {
            System.out.println("exception in lambda: " + e.getMessage());
        }
        List<Integer> closeOrder = new ArrayList<>();
        try (Stream<Integer> st = Stream.of(1).onClose(() -> closeOrder.add(1)).onClose(() -> closeOrder.add(2))) {
            st.forEach(x -> { });
        }
        System.out.println("onClose order " + closeOrder);
        Map<Boolean, Long> lens = words.stream().collect(Collectors.partitioningBy(w -> w.length() % 2 == 0, Collectors.counting()));
        System.out.println("partition counts " + lens + " groupingByConcurrent sorted " + new TreeMap<>(words.stream().collect(Collectors.groupingByConcurrent(String::length))));
        Supplier<Stream<Integer>> sup = () -> Stream.of(4, 8, 15, 16, 23, 42);
        System.out.println("sorted by mod 5 stable " + sup.get().sorted(Comparator.comparingInt(x -> x % 5)).toList() + " summingLong " + sup.get().collect(Collectors.summingLong(x -> x))
            + " averagingInt " + sup.get().collect(Collectors.averagingInt(x -> x)));
    }
}
