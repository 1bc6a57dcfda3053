// An atomicity violation: the worker increments a volatile counter
// (read, then write) while main reads it and resets it; main's reset can
// come between the worker's read and its write, and the reset is lost.
// The confirming run holds the worker after its read, between two yield
// points, and lets main's write in. Its replay log must stop the worker at
// that same instruction: a replay that stopped it at a yield point instead
// diverged (thread #6 ended two yield points later than recorded), found by
// the sweep (tests/tools/sweep/) on a variant of AtomSpinReset.
public class AtomSpinIncrement {
    static volatile long counter;
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (!done)
                counter++;
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
