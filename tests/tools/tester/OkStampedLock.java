/*
 * OkStampedLock -- CORRECT: StampedLock optimistic reads validated, with a read-lock
 * fallback; one writer, two readers.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.locks.StampedLock;
public class OkStampedLock {
    static final StampedLock sl = new StampedLock();
    static int x, y;
    static void move() {
        long s = sl.writeLock();
        try { x = x + 1; y = y + 1; } finally { sl.unlockWrite(s); }
    }
    static void read() {
        long s = sl.tryOptimisticRead();
        int a = x, b = y;
        if (!sl.validate(s)) {
            s = sl.readLock();
            try { a = x; b = y; } finally { sl.unlockRead(s); }
        }
        assert a == b : "torn read: x=" + a + " y=" + b;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(OkStampedLock::move, "writer");
        Thread r = new Thread(OkStampedLock::read, "reader");
        Thread r2 = new Thread(OkStampedLock::read, "reader-2");
        w.start(); r.start(); r2.start(); w.join(); r.join(); r2.join();
        System.out.println("x=" + x + " y=" + y);
    }
}
