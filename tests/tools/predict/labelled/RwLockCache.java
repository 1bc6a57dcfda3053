import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// race-free
/** A cache: lookups under the read lock only read, updates take the write
 *  lock. */
public class RwLockCache {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Integer> cache = new HashMap<>();
    static int version;

    static Integer lookup(String k) {
        rw.readLock().lock();
        try {
            return version >= 0 ? cache.get(k) : null;
        } finally {
            rw.readLock().unlock();
        }
    }

    static void update(String k, int v) {
        rw.writeLock().lock();
        try {
            cache.put(k, v);
            version++;
        } finally {
            rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        update("a", 1);
        Thread writer = new Thread(() -> update("b", 2));
        Thread r1 = new Thread(() -> lookup("a"));
        Thread r2 = new Thread(() -> lookup("b"));
        writer.start();
        r1.start();
        r2.start();
        writer.join();
        r1.join();
        r2.join();
        System.out.println(lookup("a") + lookup("b"));
    }
}
