/*
 * OkDeadlineLoop -- correct: a waiter waits for a flag with a 10-second
 * deadline, in 30 ms slices (wait(ms) in a loop that reads the clock), and a
 * second one with Condition.awaitNanos(50 ms) slices; main sets both flags
 * after a 5 ms sleep. On a real machine neither times out.
 *
 * A short timed wait may time out at any decision, and each time-out moves
 * the clock on: the waiter's wait timed out 333 times in a row, its loop's
 * deadline passed, and the search reported "timed out after 10 s" (hunt 7).
 * Neither while main, runnable, never got to its sleep (no two time-outs in
 * a row while a thread can run), nor while main slept with a sooner deadline
 * (no time-out before a sooner one), nor while main was asleep in a sleep
 * set before its sleep (starting a timed wait reads the clock a time-out
 * moves on).
 *
 * Tester: nothing (the search ends).
 */
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class OkDeadlineLoop {
    static boolean ready, ready2;
    static final Object mon = new Object();
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition up = lock.newCondition();

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                long deadline = System.currentTimeMillis() + 10_000;
                while (!ready) {
                    long left = deadline - System.currentTimeMillis();
                    if (left <= 0)
                        throw new IllegalStateException("timed out after 10 s");
                    try {
                        mon.wait(Math.min(left, 30));
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        Thread waiter2 = new Thread(() -> {
            lock.lock();
            try {
                long left = TimeUnit.SECONDS.toNanos(10);
                while (!ready2) {
                    if (left <= 0)
                        throw new IllegalStateException("service not ready after 10 s");
                    left -= TimeUnit.MILLISECONDS.toNanos(50) - up.awaitNanos(TimeUnit.MILLISECONDS.toNanos(50));
                }
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
        }, "waiter2");
        waiter.start();
        waiter2.start();
        Thread.sleep(5);
        synchronized (mon) {
            ready = true;
            mon.notifyAll();
        }
        lock.lock();
        try {
            ready2 = true;
            up.signalAll();
        } finally {
            lock.unlock();
        }
        waiter.join();
        waiter2.join();
        System.out.println("ok");
    }
}
