/*
 * BugSwallowedInterrupt -- BUG: a worker naps in a loop until it is
 * interrupted, but its nap swallows the InterruptedException (which clears
 * the interrupt status), so when main's interrupt comes while it sleeps the
 * loop never sees it; main joins the worker for ever. The program can never
 * end, yet no thread is blocked for good: a livelock. (When the interrupt
 * comes between two naps the worker sees it and the program ends.)
 *
 * Before, the search only counted such a schedule ("possible livelock") and
 * ended with "0 failures", status 0 (hunt 7, F3).
 *
 * Tester:
 *   livelock: 1 thread spins and no other thread can change what it reads
 */
public class BugSwallowedInterrupt {
    static void nap() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            // swallowed: the interrupt status is now clear
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted())
                nap();
        }, "worker");
        worker.start();
        worker.interrupt();
        worker.join();
        System.out.println("done");
    }
}
