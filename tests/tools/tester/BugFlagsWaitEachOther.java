/*
 * BugFlagsWaitEachOther -- BUG: a hand-made handshake where each thread may
 * wait for the other's flag before raising its own. Thread a waits for b's
 * flag first when it reads stage 0 (b has not begun); b always raises stage,
 * then waits for a's flag. When a reads stage 0, each spins on the other's
 * flag for ever: a livelock of two spinners, while main joins them.
 *
 * Sampled schedules tell it from a slow handshake by every thread that can
 * run having come back to the same state 8 times with no write in between;
 * before, each sample that met it ran to maxDepth (20 s for the search) and
 * nothing was reported.
 *
 * Tester:
 *   livelock: 2 threads spin and none can change what the others read
 */
public class BugFlagsWaitEachOther {
    static volatile boolean aReady, bReady;
    static volatile int stage;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            if (stage == 0) {
                while (!bReady)
                    Thread.onSpinWait();
            }
            aReady = true;
        }, "a");
        Thread b = new Thread(() -> {
            stage = 1;
            while (!aReady)
                Thread.onSpinWait();
            bReady = true;
        }, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
