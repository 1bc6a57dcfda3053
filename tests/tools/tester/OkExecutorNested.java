/*
 * OkExecutorNested -- CORRECT: BugExecutorSelfWait's twin: the outer task waits for a task on
 * another single-thread executor.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
public class OkExecutorNested {
    static final ExecutorService outerPool = Executors.newSingleThreadExecutor();
    static final ExecutorService innerPool = Executors.newSingleThreadExecutor();
    public static void main(String[] args) throws Exception {
        Future<Integer> outer = outerPool.submit(() -> {
            Future<Integer> inner = innerPool.submit(() -> 41);
            return inner.get() + 1;                     // a different pool: fine
        });
        System.out.println("answer: " + outer.get());
        outerPool.shutdown();
        innerPool.shutdown();
    }
}
