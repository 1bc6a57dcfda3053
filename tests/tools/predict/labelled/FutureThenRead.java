import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// race: FutureThenRead.cache
/** One task writes a shared field and is waited for with get(); a second
 *  task also writes it and is not waited for before main reads it. */
public class FutureThenRead {
    static int cache;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> f = pool.submit(() -> { cache = 1; return 1; });
        pool.execute(() -> cache = 2);
        f.get();
        int c = cache;
        pool.shutdown();
        System.out.println(c > 0 ? "done" : "?");
    }
}
