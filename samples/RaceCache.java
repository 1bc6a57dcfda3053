/**
 * RaceCache -- RACY (for Eraser): every access holds a lock, but not the
 * same lock.
 *
 * A one-entry memo cache counts its hits and misses. get() is synchronized on
 * the cache and updates the counters there; the statistics code was later given
 * its own lock (statsLock), so snapshotAndReset() reads and clears the same
 * counters under a different monitor. Neither lock protects the counters.
 *
 * Eraser: exactly two data races, on field RaceCache$Cache.hits and field
 * RaceCache$Cache.misses, on every seed (the cached key and value are always
 * accessed under the cache's monitor and are not reported).
 * Tester (later): nothing asserted; counts may be lost.
 */
public class RaceCache {
    static final class Cache {
        private final Object statsLock = new Object();
        private int key = -1;       // guarded by this
        private long value;         // guarded by this
        private int hits, misses;   // BUG: guarded by this in get(), by statsLock below

        synchronized long get(int k) {
            if (k == key) {
                hits++;
                return value;
            }
            misses++;
            key = k;
            value = (long) k * k;
            return value;
        }

        int[] snapshotAndReset() {
            synchronized (statsLock) {
                int[] s = { hits, misses };
                hits = 0;
                misses = 0;
                return s;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Cache cache = new Cache();
        long[] sum = new long[1];
        int[] reported = new int[2];
        Thread user = new Thread(() -> {
            for (int i = 0; i < 300; i++)
                sum[0] += cache.get(i / 3);
        }, "user");
        Thread monitor = new Thread(() -> {
            for (int i = 0; i < 10; i++) {
                int[] s = cache.snapshotAndReset();
                reported[0] += s[0];
                reported[1] += s[1];
                Thread.yield();
            }
        }, "stats");
        user.start();
        monitor.start();
        user.join();
        monitor.join();
        int[] rest = cache.snapshotAndReset();
        System.out.println("sum " + sum[0] + ", lookups counted "
            + (reported[0] + reported[1] + rest[0] + rest[1]) + " of 300");
    }
}
