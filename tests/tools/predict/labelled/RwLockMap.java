import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// race-free
/** A HashMap guarded by a read-write lock: gets under the read lock, puts
 *  under the write lock. */
public class RwLockMap {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Integer> map = new HashMap<>();

    static Integer get(String k) {
        rw.readLock().lock();
        try { return map.get(k); } finally { rw.readLock().unlock(); }
    }

    static void put(String k, int v) {
        rw.writeLock().lock();
        try { map.put(k, v); } finally { rw.writeLock().unlock(); }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { for (int i = 0; i < 10; i++) put("k" + i, i); });
        Thread r1 = new Thread(() -> { for (int i = 0; i < 10; i++) get("k" + i); });
        Thread r2 = new Thread(() -> { for (int i = 0; i < 10; i++) get("k" + (9 - i)); });
        w.start();
        r1.start();
        r2.start();
        w.join();
        r1.join();
        r2.join();
        System.out.println(get("k3"));
    }
}
