import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Two tasks of a fixed pool add to a plain static total. The two FutureTasks
 * lie side by side in memory: Eraser once keyed a volatile field by its
 * object and Field combined by xor, and with some layouts one task's
 * `waiters` and the next one's `runner` shared a clock; the false order hid
 * this race (seen on tests/tools/predict/labelled/PoolTasks.java). */
public class RacePoolTasks {
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
