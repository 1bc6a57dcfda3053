/*
 * BugSemaphorePermits -- BUG: a Semaphore misuse that deadlocks on some
 * schedules.
 *
 * Each of two jobs needs two of the pool's two permits and takes them one at
 * a time (acquire(); acquire(); instead of acquire(2)). If each job has taken
 * one permit before either takes its second, both wait for ever for a permit
 * that only the other could give back; main waits in join.
 *
 * Tester: exactly one failure, a condition deadlock (a semaphore has no
 * owner, so this is not a lock cycle) of the two jobs, both in their second
 * acquire(), and main in join():
 *   condition deadlock: 3 threads wait and none can be woken
 * A plain run: the first job has both permits before the second starts.
 */
import java.util.concurrent.Semaphore;

public class BugSemaphorePermits {
    static final Semaphore permits = new Semaphore(2);
    static int jobsDone;

    static void job() {
        try {
            permits.acquire();
            permits.acquire();      // BUG: the two permits must be taken at once
            try {
                synchronized (BugSemaphorePermits.class) {
                    jobsDone++;
                }
            } finally {
                permits.release(2);
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] jobs = { new Thread(BugSemaphorePermits::job, "job-1"), new Thread(BugSemaphorePermits::job, "job-2") };
        for (Thread t : jobs)
            t.start();
        for (Thread t : jobs)
            t.join();
        System.out.println("jobs done: " + jobsDone);
    }
}
