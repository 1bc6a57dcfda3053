/*
 * OkConditionLoop -- CORRECT: a ReentrantLock Condition used properly (the
 * fix of BugLostSignal).
 *
 * The waiter takes the lock and awaits in a `while (!ready)` loop; the
 * signaller sets the flag and signals under the same lock. Whichever runs
 * first, the signal cannot be lost: a waiter that comes late sees the flag.
 *
 * Tester: nothing on any schedule (exit status 0); run with the `deadlock`
 * option (OkConditionLoop.opts: no sleep-set pruning). Output: "signal
 * received".
 */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class OkConditionLoop {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition done = lock.newCondition();
    static boolean ready; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (!ready)
                    done.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                lock.unlock();
            }
        }, "waiter");
        Thread signaller = new Thread(() -> {
            lock.lock();
            try {
                ready = true;
                done.signal();
            } finally {
                lock.unlock();
            }
        }, "signaller");
        waiter.start();
        signaller.start();
        signaller.join();
        waiter.join();
        System.out.println("signal received");
    }
}
