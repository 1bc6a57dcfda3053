/*
 * BugLastCheckerMany -- BUG: nine setters write a volatile pair in two steps; a tenth thread
 * checks the pair before any setter is done.
 *
 * The checker must run between one setter's two writes, and it starts last:
 * a delay to the newest thread finds it (SCTBench's reorder, in small). Run
 * with `stop` (BugLastCheckerMany.opts).
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: pair torn
 */
import java.util.concurrent.atomic.AtomicInteger;
public class BugLastCheckerMany {
    static final AtomicInteger done = new AtomicInteger();
    static volatile int a, b;
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[10];
        for (int i = 0; i < 9; i++) {
            ts[i] = new Thread(() -> { a = a + 1; b = b + 1; done.incrementAndGet(); }, "setter" + i);
        }
        ts[9] = new Thread(() -> { int x = a, y = b; assert x == y || done.get() > 0 : "pair torn"; }, "checker");
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("done");
    }
}
