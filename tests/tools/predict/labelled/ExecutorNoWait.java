import java.util.concurrent.*;

// race: ExecutorNoWait.status
/** The main thread updates a status field after submitting a task that
 *  writes it too: submit orders only what came before it. */
public class ExecutorNoWait {
    static String status = "idle";

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<?> f = pool.submit(() -> {
            status = "running";
        });
        status = "submitted";
        f.get();
        pool.shutdown();
        System.out.println("done");
    }
}
