/*
 * BugRwUpgrade -- BUG: upgrading a ReentrantReadWriteLock read lock to the write lock.
 *
 * The reader holds the read lock and, when the cache is still empty, asks for
 * the write lock, which waits for every reader to leave, itself included. If
 * the reader runs before the filler, it waits for ever; the filler then waits
 * for the write lock too, and main in join. (When the filler goes first the
 * cache is full and nothing happens.)
 *
 * Tester: a condition deadlock (a read lock has no owner to form a cycle):
 *   condition deadlock: 3 threads wait and none can be woken
 */
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class BugRwUpgrade {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static String cache;
    static void reader() {
        rw.readLock().lock();
        try {
            if (cache == null) {
                rw.writeLock().lock();   // BUG: upgrade while holding the read lock
                try { cache = "computed"; } finally { rw.writeLock().unlock(); }
            }
        } finally { rw.readLock().unlock(); }
    }
    static void filler() {
        rw.writeLock().lock();
        try { cache = "filled"; } finally { rw.writeLock().unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread f = new Thread(BugRwUpgrade::filler, "filler");
        Thread r = new Thread(BugRwUpgrade::reader, "reader");
        f.start(); r.start(); r.join(); f.join();
        System.out.println("cache: " + (cache != null));
    }
}
