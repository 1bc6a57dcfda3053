/*
 * BugLatchInJob -- a job's latch is never counted down on the cancelled
 * path, and main awaits it for ever. The latch is a field of an object main
 * holds in a local variable, which no path names (hunt 7).
 *
 * The report named what main waits on as "CountDownLatch$Sync@...", the
 * latch's internal synchroniser; it names the latch's type now
 * (BugLatchInJob.lines).
 *
 * Tester:
 *   condition deadlock: 1 thread waits and cannot be woken
 */
import java.util.concurrent.CountDownLatch;

public class BugLatchInJob {
    static final class Job {
        final CountDownLatch done = new CountDownLatch(1);
        volatile boolean cancelled;

        void run() {
            if (cancelled)
                return; // BUG: no countDown on this path
            done.countDown();
        }
    }

    public static void main(String[] args) throws Exception {
        Job job = new Job();
        Thread worker = new Thread(job::run, "worker");
        worker.start();
        job.cancelled = true;
        job.done.await();
        System.out.println("done");
    }
}
