/*
 * BugInterruptSwallow -- BUG: a worker swallows the InterruptedException meant to stop it.
 *
 * The worker loops while it is not interrupted, taking from a queue. main puts
 * one item and interrupts it. If the interrupt comes while the worker is
 * blocked in take(), the exception clears the interrupt status, the handler
 * does not restore it, and the worker blocks again for ever; main waits in
 * join. (If it comes between two takes, the loop ends.)
 *
 * Tester:
 *   condition deadlock: 2 threads wait and none can be woken
 */
import java.util.concurrent.ArrayBlockingQueue;
public class BugInterruptSwallow {
    static final ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
    static void worker() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                q.take();
            } catch (InterruptedException e) {
                // BUG: the interrupt is swallowed: the loop goes on and blocks again
            }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(BugInterruptSwallow::worker, "worker");
        w.start();
        q.put(1);
        w.interrupt();
        w.join();
        System.out.println("stopped");
    }
}
