/*
 * BugBarrierSum -- BUG: two threads add to a plain field before a CyclicBarrier.
 *
 * sum += v is a read and a write; the barrier action asserts the total. The
 * second adder can read sum before the first writes it (the tester learns sum
 * as racy), and the failed assertion in the barrier action breaks the
 * barrier, so the thread waiting at it gets a BrokenBarrierException.
 *
 * Tester: the barrier action's assertion (one failure with two messages,
 * sum 2 or 1, whichever update was lost; the other is reported as a variant)
 * and the broken barrier in the other adder:
 *   uncaught exception: java.lang.AssertionError: barrier saw sum = 1
 *   uncaught exception: java.lang.IllegalStateException: java.util.concurrent.BrokenBarrierException
 */
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
public class BugBarrierSum {
    static int sum;                               // BUG: no lock
    static final CyclicBarrier barrier = new CyclicBarrier(2,
        () -> { assert sum == 3 : "barrier saw sum = " + sum; });
    static void add(int v) {
        sum += v;
        try { barrier.await(); } catch (InterruptedException | BrokenBarrierException e) { throw new IllegalStateException(e); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> add(1), "adder-1");
        Thread b = new Thread(() -> add(2), "adder-2");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done");
    }
}
