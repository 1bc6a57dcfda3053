// Correct: main polls a volatile counter until a worker, which starts late
// (it sleeps first), has moved it, then resets it and stops the worker. The
// poll is read again and again in the observed run: it is how main waited
// for the worker, not a check the reset relies on, so no atomicity violation
// is reported for it (a read-modify-write after a poll would still be one).
// AtomSpinReset is the same program without the sleep: its poll is read once
// there, and its reset is reported.
public class OkPollThenReset {
    static volatile long counter;
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
            long n = 0;
            while (!done)
                counter = ++n;
        });
        worker.start();
        while (counter == 0)
            Thread.yield();
        counter = 0;
        done = true;
        worker.join();
        System.out.println("reset after the worker moved");
    }
}
