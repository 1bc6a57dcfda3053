/*
 * OkReadWriteLock -- CORRECT: a ReentrantReadWriteLock keeps a pair of fields
 * consistent.
 *
 * The writer sets x and y to 1, then to 2, each time both inside the write
 * lock. Two readers read both inside the read lock (possibly at the same
 * time) and assert they are equal: a reader never sees the pair half written.
 *
 * Tester: nothing on any schedule (exit status 0). Output: "x = 2, y = 2".
 */
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class OkReadWriteLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x, y;

    static void write() {
        for (int v = 1; v <= 2; v++) {
            rw.writeLock().lock();
            try {
                x = v;
                y = v;
            } finally {
                rw.writeLock().unlock();
            }
        }
    }

    static void read() {
        rw.readLock().lock();
        try {
            int a = x, b = y;
            assert a == b : "torn read: x = " + a + ", y = " + b;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] all = { new Thread(OkReadWriteLock::write, "writer"), new Thread(OkReadWriteLock::read, "reader-1"),
                         new Thread(OkReadWriteLock::read, "reader-2") };
        for (Thread t : all)
            t.start();
        for (Thread t : all)
            t.join();
        System.out.println("x = " + x + ", y = " + y);
    }
}
