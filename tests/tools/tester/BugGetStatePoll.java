/*
 * BugGetStatePoll -- BUG (on every schedule): main busy-waits on getState() and then
 * asserts something the worker always changed.
 *
 * getState() reads the volatile threadStatus field, which the VM writes
 * without an access event. Default options: a PCT sample that gives main the
 * higher priority used to run its spin until maxDepth (a sampled schedule
 * has no spinning threads set aside); a thread running 8 blocks in a row that
 * write nothing is now taken as yielding there.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: x is 2
 */
public class BugGetStatePoll {
    static volatile int x;
    public static void main(String[] args) {
        Thread t = new Thread(() -> { x = 1; x = 2; }, "worker");
        t.start();
        while (t.getState() != Thread.State.TERMINATED) Thread.onSpinWait();
        assert x == 1 : "x is " + x;       // always fails after the loop
        System.out.println("x " + x);
    }
}
