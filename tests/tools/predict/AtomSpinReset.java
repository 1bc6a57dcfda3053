// A benign atomicity violation, reported: a worker publishes a count in a
// volatile until told to stop; main spins (Thread.yield) until it has moved,
// reads it, resets it and stops the worker. The reset discards whatever the
// worker wrote after main's check: the check-then-act pattern, confirmed by
// re-execution, though this program does not mind. (It was a correct
// program with nothing reported while confirmations of main's checks failed:
// their thread id was main's before its Thread had one, 0.) The confirming
// run keeps the worker back until main reaches its check, while main spins
// waiting for the worker: the worker is let go after as many decisions as a
// hold lasts (before, the run spun until its 120 s time-out; found by the
// sweep, tests/tools/sweep/, on tests/java/ThreadStopSuspend). Main's poll
// is read only once in the observed run (the worker moved first), so
// nothing tells it apart from a check; a poll that repeats is not one
// (ThreadStopSuspend's `while (counter == 0)`).
public class AtomSpinReset {
    static volatile long counter;
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            long n = 0;
            while (!done)
                counter = ++n;
        });
        worker.start();
        while (counter == 0)
            Thread.yield();
        long seen = counter;
        counter = 0;
        done = true;
        worker.join();
        System.out.println("the worker moved the counter: " + (seen > 0));
    }
}
