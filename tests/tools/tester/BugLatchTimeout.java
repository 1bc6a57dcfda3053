/*
 * BugLatchTimeout -- BUG: a worker can leave without counting the latch down; main's
 * await(10, SECONDS) then times out.
 *
 * With one job and two workers, both can see a job left; the one whose
 * decrement goes below zero returns before countDown(). main's long timed
 * wait times out only once nothing else can run (longWait), which is then.
 *
 * Tester: main's exception:
 *   uncaught exception: java.lang.IllegalStateException: workers did not finish
 */
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
public class BugLatchTimeout {
    static final CountDownLatch done = new CountDownLatch(2);
    static final AtomicInteger jobs = new AtomicInteger(1);
    static void worker() {
        if (jobs.get() > 0 && jobs.decrementAndGet() < 0)
            return;                              // BUG: leaves without counting down
        done.countDown();
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugLatchTimeout::worker, "worker-1");
        Thread b = new Thread(BugLatchTimeout::worker, "worker-2");
        a.start(); b.start();
        if (!done.await(10, TimeUnit.SECONDS))
            throw new IllegalStateException("workers did not finish");
        a.join(); b.join();
        System.out.println("done");
    }
}
