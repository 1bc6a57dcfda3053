/*
 * OkExecutorCas -- CORRECT: BugExecutorLambdaAssert's twin: a compareAndSet loop sells the
 * one item; main waits with awaitTermination(1, DAYS), which must not time
 * out while a task can still run (longWait).
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
public class OkExecutorCas {
    static final AtomicInteger stock = new AtomicInteger(1);
    static final AtomicInteger sold = new AtomicInteger();
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 3; i++) {
            pool.execute(() -> {
                int s;
                do {
                    s = stock.get();
                    if (s == 0) return;
                } while (!stock.compareAndSet(s, s - 1));
                sold.incrementAndGet();
                assert stock.get() >= 0 : "negative stock";
            });
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.DAYS);
        assert sold.get() == 1 : "sold " + sold.get();
        System.out.println("sold: " + sold.get());
    }
}
