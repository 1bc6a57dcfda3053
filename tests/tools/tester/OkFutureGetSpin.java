import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A task that runs until told to stop, and a main thread that waits a
 *  second for it with get(1, SECONDS), then tells it: correct, and it ends
 *  after a second on every run. The tester said "the program may never
 *  end" (status 3): the get never timed out while the task spun (hunt 14
 *  F1). */
public class OkFutureGetSpin {
    static volatile boolean cancelled;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> f = pool.submit(() -> {
            while (!cancelled)
                Thread.onSpinWait();
        });
        try {
            f.get(1, TimeUnit.SECONDS);
            System.out.println("finished early");
        } catch (TimeoutException e) {
            cancelled = true;
            System.out.println("timed out, cancelled");
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
    }
}
