import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// race: PoolTasks.total
/** Two tasks of a fixed pool add to a plain static total. */
public class PoolTasks {
    static int total;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> f1 = pool.submit(() -> { for (int i = 0; i < 10; i++) total += i; });
        Future<?> f2 = pool.submit(() -> { for (int i = 0; i < 10; i++) total += 2 * i; });
        f1.get();
        f2.get();
        pool.shutdown();
        System.out.println("done");
    }
}
