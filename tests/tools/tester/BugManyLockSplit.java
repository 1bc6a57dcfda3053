/*
 * BugManyLockSplit -- BUG: eight threads withdraw with the read and the write in two
 * critical sections of one ReentrantLock (SCTBench style, many threads).
 *
 * Run with `stop` (BugManyLockSplit.opts): the complete search over eight
 * threads does not end in minutes.
 *
 * Tester (the first lost withdrawal found):
 *   uncaught exception: java.lang.AssertionError: a withdrawal was lost
 */
import java.util.concurrent.locks.ReentrantLock;
public class BugManyLockSplit {
    static final ReentrantLock lock = new ReentrantLock();
    static int balance = 100;
    static void withdraw() {
        int seen;
        lock.lock();
        try { seen = balance; } finally { lock.unlock(); }
        lock.lock();
        try { balance = seen - 10; } finally { lock.unlock(); }   // BUG: the read was in another critical section
    }
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(BugManyLockSplit::withdraw, "w" + i); ts[i].start(); }
        for (Thread t : ts) t.join();
        assert balance == 20 : "a withdrawal was lost";
        System.out.println("balance " + balance);
    }
}
