import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

/** Correct: a cache under a ReentrantReadWriteLock, a point under a
 *  StampedLock's write and read locks, ConcurrentHashMap compute/merge
 *  counters, an AtomicReference updated by a CAS loop of immutable values,
 *  and a volatile field publishing an immutable object. */
public class OkLocksAndAtomics {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Integer> cache = new HashMap<>();
    static final StampedLock sl = new StampedLock();
    static double px, py;
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    static final AtomicReference<int[]> best = new AtomicReference<>(new int[] {0});

    static final class Settings {
        final int level;
        final String name;

        Settings(int level, String name) {
            this.level = level;
            this.name = name;
        }
    }

    static volatile Settings settings = new Settings(0, "default");
    static int seen;

    static int lookup(String k) {
        rw.readLock().lock();
        try {
            Integer v = cache.get(k);
            if (v != null)
                return v;
        } finally {
            rw.readLock().unlock();
        }
        rw.writeLock().lock();
        try {
            return cache.computeIfAbsent(k, String::length);
        } finally {
            rw.writeLock().unlock();
        }
    }

    static void move(double dx, double dy) {
        long s = sl.writeLock();
        try {
            px += dx;
            py += dy;
        } finally {
            sl.unlockWrite(s);
        }
    }

    static double dist() {
        long s = sl.readLock();
        try {
            return Math.sqrt(px * px + py * py);
        } finally {
            sl.unlockRead(s);
        }
    }

    static void offer(int v) {
        for (;;) {
            int[] cur = best.get();
            if (cur[0] >= v)
                return;
            if (best.compareAndSet(cur, new int[] {v}))
                return;
        }
    }

    static void work(String name, int n) {
        lookup(name);
        lookup("shared");
        move(n, n);
        dist();
        counts.merge("total", n, Integer::sum);
        counts.compute(name, (k, v) -> v == null ? 1 : v + 1);
        offer(n);
        if (n == 3)
            settings = new Settings(n, name);
        else
            seen = settings.name.length();
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work("alpha", 3));
        Thread b = new Thread(() -> work("beta", 4));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(cache.size() + " " + counts.get("total") + " " + best.get()[0] + " " + (int) dist());
    }
}
