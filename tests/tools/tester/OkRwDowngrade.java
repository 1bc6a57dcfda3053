/*
 * OkRwDowngrade -- CORRECT: ReentrantReadWriteLock: release the read lock, take the write
 * lock, check again, downgrade (take the read lock before releasing the
 * write lock).
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class OkRwDowngrade {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static String cache;
    static int computed;
    static void reader() {
        rw.readLock().lock();
        if (cache == null) {
            rw.readLock().unlock();
            rw.writeLock().lock();
            try {
                if (cache == null) { cache = "computed"; computed++; }
                rw.readLock().lock();           // downgrade: allowed
            } finally { rw.writeLock().unlock(); }
        }
        try { assert cache != null : "no cache"; } finally { rw.readLock().unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(OkRwDowngrade::reader, "reader-1");
        Thread b = new Thread(OkRwDowngrade::reader, "reader-2");
        a.start(); b.start(); a.join(); b.join();
        assert computed == 1 : "computed " + computed + " times";
        System.out.println("computed: " + computed);
    }
}
