/*
 * BugLockHeldAtExit -- BUG: a ReentrantLock taken twice and released once;
 * the thread ends still holding it, and the other thread waits for ever in
 * lock() (when the leaker runs first).
 *
 * Tester: exactly one failure:
 *   condition deadlock: 2 threads wait and none can be woken
 */
import java.util.concurrent.locks.ReentrantLock;
public class BugLockHeldAtExit {
    static final ReentrantLock lock = new ReentrantLock();
    static int n;
    static void inc() { lock.lock(); try { n++; } finally { lock.unlock(); } }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            lock.lock();
            lock.lock();            // nested, e.g. through a helper
            n++;
            lock.unlock();          // BUG: one unlock for two locks
        }, "leaker");
        Thread b = new Thread(BugLockHeldAtExit::inc, "incrementer");
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("n " + n);
    }
}
