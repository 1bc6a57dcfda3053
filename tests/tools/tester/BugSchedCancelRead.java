/*
 * BugSchedCancelRead -- BUG: main schedules a task 1 ms ahead on a
 * ScheduledExecutorService, sleeps 2 ms, shuts the pool down with
 * shutdownNow() and reads the task's two results without waiting for it:
 * shutdownNow does not wait for a running task. Main can read `partial`
 * written and `total` not yet.
 *
 * As BugTimeoutsInARow: the pool's worker's timed park ends (a time-out),
 * its block runs the task up to the write of `partial`, then main's sleep
 * must end. A time-out right after a block that began with another was
 * never allowed while a thread could run, and the search reported nothing
 * (hunt 15 F3).
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: partial 10 total 0
 */
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

public class BugSchedCancelRead {
    static int partial, total;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        ses.schedule(() -> {
            partial = 10;
            total = 10;
        }, 1, TimeUnit.MILLISECONDS);
        Thread.sleep(2);
        ses.shutdownNow();                 // BUG: does not wait for the running task
        int p = partial, t = total;
        assert p == t : "partial " + p + " total " + t;
    }
}
