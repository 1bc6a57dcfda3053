import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Streams: sequential map/filter/collect over a few million elements, then groupingBy. */
public class Streams {
    public static void main(String[] args) {
        int n = 1_000_000;
        List<Integer> list = IntStream.range(0, n).boxed()
                .map(i -> i * 3 + 1)
                .filter(i -> i % 5 != 0)
                .collect(Collectors.toList());
        long sum = list.stream().mapToLong(Integer::longValue).sum();
        Map<Integer, Long> groups = list.stream()
                .collect(Collectors.groupingBy(i -> i % 17, Collectors.counting()));
        long g = 0;
        for (var e : groups.entrySet()) g = g * 31 + e.getKey() * e.getValue();
        System.out.println(list.size() + " " + sum + " " + groups.size() + " " + g);
    }
}
