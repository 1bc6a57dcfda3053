/*
 * BugExecutorLambdaAssert -- BUG: check-then-act on a volatile in a lambda run by an executor;
 * the assert is inside the lambda.
 *
 * Two tasks on a pool of two each sell one item if the stock is positive:
 * both can see 1 before either decrements. The AssertionError is thrown in a
 * pool thread (execute(), not submit(): nothing catches it). main waits with
 * awaitTermination(1, DAYS), a long wait that must not time out while a task
 * can still run (the tester's longWait).
 *
 * Tester: the task's assertion:
 *   uncaught exception: java.lang.AssertionError: negative stock
 */
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
public class BugExecutorLambdaAssert {
    static volatile int stock = 1;
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            pool.execute(() -> {
                if (stock > 0)                    // BUG: check-then-act
                    stock = stock - 1;
                assert stock >= 0 : "negative stock";
            });
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.DAYS);
        System.out.println("stock: " + stock);
    }
}
