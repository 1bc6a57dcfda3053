/*
 * BugAfterClockSpin -- a worker busy-waits on the clock for half a second
 * (its loop reads nothing else), then increments a counter main increments
 * too, unlocked: one schedule loses an update.
 *
 * Before RTI 1.20's rti_clock_advance the tester ran the spin in every
 * schedule, 50 million yield points at 10 ns each: over half a second of
 * the machine a schedule, 2,000 samples first. It now moves the clock on
 * over such a spin, which ends in a few time slices.
 *
 * Tester: the assertion.
 */
public class BugAfterClockSpin {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            long end = System.nanoTime() + 500_000_000L;
            while (System.nanoTime() < end)
                Thread.onSpinWait();
            int c = count;
            count = c + 1;
        }, "worker");
        worker.start();
        int c = count;
        count = c + 1;
        worker.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
