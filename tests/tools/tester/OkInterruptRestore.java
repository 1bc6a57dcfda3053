/*
 * OkInterruptRestore -- CORRECT: BugInterruptSwallow's twin: the handler restores the interrupt
 * status, so the loop ends.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.ArrayBlockingQueue;
public class OkInterruptRestore {
    static final ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
    static void worker() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                q.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();     // restore: the loop ends
            }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(OkInterruptRestore::worker, "worker");
        w.start();
        q.put(1);
        w.interrupt();
        w.join();
        System.out.println("stopped");
    }
}
