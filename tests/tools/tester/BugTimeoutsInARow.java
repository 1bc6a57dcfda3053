/*
 * BugTimeoutsInARow -- BUG: main sleeps 2 ms instead of waiting for the
 * worker, then reads the worker's two results without a lock. The worker,
 * once main is asleep, sleeps 1 ms and writes `partial`, then `total`.
 * Main's sleep can end between the two writes (the worker descheduled for
 * a millisecond after its first): main sees partial 10, total 0.
 *
 * The schedule needs two time-outs in a row: the worker's (its block writes
 * `partial`, learned racy) and main's. The tester forbade a time-out right
 * after a block that began with another while any thread could run (so
 * that a waiter does not time out hundreds of times in a row while main
 * never runs: OkDeadlineLoop), and reported nothing with every strategy;
 * with a yield between the writes it was found (hunt 15 F3). Now the second
 * time-out may come when the only thread that can run is the one whose
 * time-out began the last block: it has taken its step.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: partial 10 total 0
 */
public class BugTimeoutsInARow {
    static int partial, total;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        Thread w = new Thread(() -> {
            while (main.getState() == Thread.State.RUNNABLE)
                Thread.onSpinWait();
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
            }
            partial = 10;
            total = 10;
        }, "worker");
        w.start();
        Thread.sleep(2);                   // BUG: sleeping is not waiting for the worker
        int p = partial, t = total;
        assert !(p == 10 && t == 0) : "partial " + p + " total " + t;
        w.join();
    }
}
