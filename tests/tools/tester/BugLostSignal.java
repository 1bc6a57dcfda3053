/*
 * BugLostSignal -- BUG: a lost signal on a ReentrantLock Condition.
 *
 * The waiter tests the `ready` flag once, with `if` and outside the lock, and
 * then awaits the condition. If the signaller runs between that test and the
 * await (sets the flag and signals while nobody awaits), the signal is lost
 * and the waiter awaits for ever; main, joining it, waits for ever too. The
 * fix: lock first, then `while (!ready) done.await();`.
 *
 * Tester: exactly one failure, a condition deadlock of the waiter (in await)
 * and main (in waiter.join(); the signaller has ended):
 *   condition deadlock: 2 threads wait and none can be woken
 * No assertion. A plain run: the waiter, started first, is already awaiting
 * when the signaller signals.
 */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class BugLostSignal {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition done = lock.newCondition();
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            try {
                if (!ready) {           // BUG: tested once, outside the lock
                    lock.lock();
                    try {
                        done.await();   // the signal may already have been given
                    } finally {
                        lock.unlock();
                    }
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
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
