/*
 * BugSemaphoreNeverReleased -- BUG: a worker made from a method reference
 * (`new Thread(permits::acquireUninterruptibly)`) waits for a permit nobody
 * ever releases, and main joins it: a hang on every schedule.
 *
 * Tester: exactly one failure:
 *   condition deadlock: 2 threads wait and none can be woken
 * The worker's only program frame is the method reference's lambda proxy,
 * which has no source line: the schedule names the JDK method it calls
 * (Semaphore.acquireUninterruptibly) as the place the worker stopped, and
 * the report names the semaphore by its field, not by its synchroniser.
 */
import java.util.concurrent.Semaphore;

public class BugSemaphoreNeverReleased {
    static final Semaphore permits = new Semaphore(0);

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(permits::acquireUninterruptibly, "worker");
        worker.start();
        worker.join();
        System.out.println("done");
    }
}
