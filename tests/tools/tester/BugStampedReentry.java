/*
 * BugStampedReentry -- BUG: StampedLock is not reentrant. update() holds the
 * write lock and calls size(), which takes the read lock: the thread waits
 * for itself, on every schedule (and main waits in join).
 *
 * Tester: exactly one failure:
 *   condition deadlock: 2 threads wait and none can be woken
 */
import java.util.concurrent.locks.StampedLock;
public class BugStampedReentry {
    static final StampedLock sl = new StampedLock();
    static int n;
    static int size() {
        long s = sl.readLock();
        try { return n; } finally { sl.unlockRead(s); }
    }
    static void update() {
        long s = sl.writeLock();
        try {
            if (size() < 10)    // BUG: read lock inside the write lock
                n++;
        } finally { sl.unlockWrite(s); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(BugStampedReentry::update, "updater");
        t.start();
        t.join();
        System.out.println("n " + n);
    }
}
