import java.util.concurrent.*;

/** Racy: two tasks of a thread pool increment a plain field; the futures
 *  order each task before main's read, not the tasks with each other. */
public class RaceExecutorTasks {
    static int hits;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> a = pool.submit(() -> {
            hits++;
        });
        Future<?> b = pool.submit(() -> {
            hits++;
        });
        a.get();
        b.get();
        pool.shutdown();
        System.out.println("done");
    }
}
