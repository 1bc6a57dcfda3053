// Correct: a worker publishes a count in a volatile until told to stop; main
// spins (Thread.yield) until it has moved, reads it, resets it and stops the
// worker. Predicted, and not confirmed (nothing reported): main's read then
// reset, with the worker's write between. That confirming run kept the worker
// back until main reached its read, while main spun waiting for the worker:
// it spun until its 120 s time-out (found by the sweep, tests/tools/sweep/,
// on tests/java/ThreadStopSuspend). Now the worker is let go after as many
// decisions as a hold lasts, and the whole run takes well under a second.
public class OkSpinOnWorker {
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
