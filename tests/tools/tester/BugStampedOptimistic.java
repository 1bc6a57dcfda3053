/*
 * BugStampedOptimistic -- BUG: a StampedLock optimistic read that is never validated.
 *
 * The writer changes the pair (x, y) under the write lock; the reader takes
 * an optimistic stamp, reads x and y, and never calls validate(stamp), so a
 * write between its two reads goes unnoticed. x and y are plain fields read
 * outside any lock: the tester must learn them as racy.
 *
 * Tester: the reader's assertion, both ways round: one failure, with
 * "x=0 y=1" reported as a variant of the message of the schedule with the
 * fewest switches:
 *   uncaught exception: java.lang.AssertionError: torn read: x=1 y=0
 */
import java.util.concurrent.locks.StampedLock;
public class BugStampedOptimistic {
    static final StampedLock sl = new StampedLock();
    static int x, y;
    static void move() {
        long s = sl.writeLock();
        try { x = 1; y = 1; } finally { sl.unlockWrite(s); }
    }
    static void read() {
        long s = sl.tryOptimisticRead();
        int a = x;
        int b = y;
        // BUG: sl.validate(s) is never called
        assert a == b : "torn read: x=" + a + " y=" + b;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(BugStampedOptimistic::move, "writer");
        Thread r = new Thread(BugStampedOptimistic::read, "reader");
        w.start(); r.start(); w.join(); r.join();
        System.out.println("done");
    }
}
