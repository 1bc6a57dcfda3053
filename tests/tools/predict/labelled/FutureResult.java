import java.util.concurrent.*;

// race-free
/** A task writes a field and returns a value; main reads both after
 *  Future.get (the task happens-before get's return). */
public class FutureResult {
    static int sideEffect;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        sideEffect = 1;
        Future<Integer> f = pool.submit(() -> {
            sideEffect += 10;
            return 32;
        });
        int r = f.get();
        System.out.println(r + sideEffect);
        pool.shutdown();
    }
}
