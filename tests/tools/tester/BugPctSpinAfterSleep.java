/*
 * BugPctSpinAfterSleep -- BUG: main sleeps a moment, then stops a worker that
 * yields in a loop, and asserts the worker had not got past its loop; but
 * the worker gets past it as soon as `stop` is set, and may write x before
 * main reads it.
 *
 * Run with strategy=pct:2 (the .opts): the worker's only alternative is
 * main's time-out, which a yield did not give way to in a sampled schedule,
 * so every PCT sample ran the worker to maxDepth, main's sleep never ended
 * and the code after it never ran: 300 samples, nothing found (hunt 8). A
 * yield now lets the time-out come.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: worker got there first
 */
public class BugPctSpinAfterSleep {
    static volatile boolean stop;
    static volatile int x;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            while (!stop)
                Thread.yield();
            x = 1;
        });
        w.start();
        Thread.sleep(1);
        stop = true;
        assert x == 0 : "worker got there first";
        w.join();
    }
}
