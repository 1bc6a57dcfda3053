/*
 * BugExecutorSelfWait -- BUG: a task on a single-thread executor waits for a task it queued
 * behind itself on the same executor.
 *
 * The outer task submits the inner one and calls get(): the pool's only
 * thread is the one waiting. main waits in outer.get(). Every schedule.
 *
 * Tester:
 *   condition deadlock: 2 threads wait and none can be woken
 */
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
public class BugExecutorSelfWait {
    static final ExecutorService pool = Executors.newSingleThreadExecutor();
    public static void main(String[] args) throws Exception {
        Future<Integer> outer = pool.submit(() -> {
            Future<Integer> inner = pool.submit(() -> 41);
            return inner.get() + 1;                     // BUG: waits for a task queued behind itself
        });
        System.out.println("answer: " + outer.get());
        pool.shutdown();
    }
}
