import java.util.stream.IntStream;

/* Bug: a parallel stream's lambda increments a plain static: a lost update.
 * forEach runs the lambda for each element inside the one JDK call, main's
 * and the common pool's worker's leaves interleaving.
 * Schedule: the worker takes a leaf; it and main each read count and both
 * write it plus one.
 * Expected: main's assertion "lost update" (before, a synchronisation
 * inside the JDK's call became a decision only at the call's return: main
 * ran every leaf before the worker got one, and the search found nothing). */
public class BugParallelForEach {
    static int count;

    public static void main(String[] a) {
        IntStream.range(0, 4).parallel().forEach(i -> count++);
        assert count == 4 : "lost update";
        System.out.println(count);
    }
}
