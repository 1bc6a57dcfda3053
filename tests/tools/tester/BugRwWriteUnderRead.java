import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/* Bug: a HashMap written under the read lock of a ReentrantReadWriteLock.
 * Read locks do not exclude each other, so the two threads' puts race inside
 * HashMap.putVal and one entry can be lost.
 * Schedule: both threads read the same bin and size, both write.
 * Expected: main's assertion on the size fails (before, two read holds
 * counted as a lock in common, nothing was learned racy, and the search
 * ended with no failure). */
public class BugRwWriteUnderRead {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Integer> m = new HashMap<>();

    static void put(String k) {
        rw.readLock().lock(); // the bug: the read lock
        try {
            m.put(k, 1);
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] a) throws Exception {
        Thread t1 = new Thread(() -> put("a"));
        Thread t2 = new Thread(() -> put("b"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        rw.writeLock().lock();
        try {
            assert m.size() == 2 : "size=" + m.size();
        } finally {
            rw.writeLock().unlock();
        }
    }
}
