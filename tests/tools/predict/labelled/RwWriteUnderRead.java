import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// race: RwWriteUnderRead.hits
/** A cache counts hits while holding only the read lock: two readers hold
 *  it at once, so the counter races. */
public class RwWriteUnderRead {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Integer> data = Map.of("a", 1, "b", 2);
    static int hits;

    static int lookup(String k) {
        rw.readLock().lock();
        try {
            hits++;
            return data.get(k);
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread r1 = new Thread(() -> out[0] = lookup("a") + lookup("b"));
        Thread r2 = new Thread(() -> out[1] = lookup("b") + lookup("a"));
        r1.start();
        r2.start();
        r1.join();
        r2.join();
        System.out.println(out[0] + out[1]);
    }
}
