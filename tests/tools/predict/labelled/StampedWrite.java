import java.util.concurrent.locks.StampedLock;

// race-free
/** Both threads update under the StampedLock's write lock; main reads
 *  under its read lock after start. */
public class StampedWrite {
    static final StampedLock sl = new StampedLock();
    static int x;

    static void add(int d) {
        long s = sl.writeLock();
        try { x += d; } finally { sl.unlockWrite(s); }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 10; i++) add(1); });
        Thread b = new Thread(() -> { for (int i = 0; i < 10; i++) add(2); });
        a.start();
        b.start();
        long s = sl.readLock();
        int seen;
        try { seen = x; } finally { sl.unlockRead(s); }
        a.join();
        b.join();
        System.out.println(x + (seen >= 0 ? "" : "?"));
    }
}
