import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

// race-free
/** Parallel streams with reduce and collect: no shared mutable state of the
 *  program's own. */
public class ParallelReduce {
    public static void main(String[] args) throws Exception {
        int sum = IntStream.range(0, 100).parallel().map(i -> i * 2).reduce(0, Integer::sum);
        List<Integer> evens = IntStream.range(0, 50).parallel().filter(i -> i % 2 == 0).boxed()
                .collect(Collectors.toList());
        System.out.println(sum + " " + evens.size());
    }
}
