import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// race-free
/** Tasks run by invokeAll write their own slots; main reads them after
 *  invokeAll returns. */
public class InvokeAllResults {
    static final int[] slots = new int[2];

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Callable<Void> c1 = () -> { slots[0] = 3; return null; };
        Callable<Void> c2 = () -> { slots[1] = 4; return null; };
        pool.invokeAll(List.of(c1, c2));
        pool.shutdown();
        System.out.println(slots[0] + slots[1]);
    }
}
