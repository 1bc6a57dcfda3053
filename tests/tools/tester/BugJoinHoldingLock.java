/*
 * BugJoinHoldingLock -- BUG: main joins a worker while holding a monitor the
 * worker needs before it can end. If the worker has not passed its
 * synchronized block when main takes the lock, each waits for the other:
 * main in join (a wait on the worker's Thread), the worker blocked entering
 * the monitor main holds.
 *
 * Tester: exactly one failure (not a lock cycle: join waits for an end, not
 * a lock; the report says the monitor is held by "main"):
 *   condition deadlock: 2 threads wait and none can be woken
 */
public class BugJoinHoldingLock {
    static final Object registry = new Object();
    static int done;
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            synchronized (registry) { done++; }
        }, "worker");
        w.start();
        synchronized (registry) {
            w.join();       // BUG: the worker may need registry before it can end
        }
        System.out.println("done " + done);
    }
}
