/*
 * BugAtomicCheckThenAct -- BUG: a lock-free check-then-act on an AtomicInteger.
 *
 * One ticket is for sale. Each of two sellers reads how many tickets are left
 * with get() and, if one is, writes the decremented number back with set().
 * Each call is atomic, the pair is not: if both sellers read 1 before either
 * writes, both sell the ticket (compareAndSet(n, n - 1) would be the fix).
 *
 * Tester: exactly one failure, main's assertion after joining the sellers,
 *   uncaught exception: java.lang.AssertionError: oversold: 2 tickets sold, 1 available
 * reachable only when a switch falls between one seller's get() and set().
 * A plain run (the first seller done before the second starts) sells 1.
 */
import java.util.concurrent.atomic.AtomicInteger;

public class BugAtomicCheckThenAct {
    static final AtomicInteger left = new AtomicInteger(1);
    static final AtomicInteger sold = new AtomicInteger();

    static void sell() {
        int n = left.get();         // check
        if (n > 0) {
            left.set(n - 1);        // act: the other seller may have sold it meanwhile
            sold.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugAtomicCheckThenAct::sell, "seller-a");
        Thread b = new Thread(BugAtomicCheckThenAct::sell, "seller-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert sold.get() <= 1 : "oversold: " + sold.get() + " tickets sold, 1 available";
        System.out.println("tickets sold: " + sold.get());
    }
}
