/*
 * OkRwReentrantRead -- CORRECT: a reader takes a ReentrantReadWriteLock's read lock again
 * (through a helper) while a writer may be queued for the write lock:
 * reentrant read acquisitions do not wait for a queued writer, so this does
 * not deadlock, and the reader never sees a half-done update.
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class OkRwReentrantRead {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x, y;
    static int sum() {
        rw.readLock().lock();
        try { return x + y; } finally { rw.readLock().unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            rw.readLock().lock();
            try {
                int a = x;
                int s = sum();      // reentrant read
                assert s == 2 * a : "torn: " + a + " " + s;
            } finally { rw.readLock().unlock(); }
        }, "reader");
        Thread writer = new Thread(() -> {
            rw.writeLock().lock();
            try { x++; y++; } finally { rw.writeLock().unlock(); }
        }, "writer");
        reader.start(); writer.start(); reader.join(); writer.join();
        System.out.println("x " + x + " y " + y);
    }
}
