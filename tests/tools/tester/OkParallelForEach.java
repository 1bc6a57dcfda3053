import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/* Correct: BugParallelForEach with an AtomicInteger. The lambda runs in main
 * and in the common pool's worker, interleaved at each callback; every
 * schedule counts all four elements.
 * Expected: no failure. */
public class OkParallelForEach {
    static final AtomicInteger count = new AtomicInteger();

    public static void main(String[] a) {
        IntStream.range(0, 4).parallel().forEach(i -> count.incrementAndGet());
        assert count.get() == 4 : "lost update";
        System.out.println(count.get());
    }
}
