import java.util.concurrent.ConcurrentHashMap;

/** Correct: two threads look a key up with get() and, on a branch over what
 *  they read, update keys with merge(), compute() and computeIfAbsent(). The
 *  updates compute what they write from their own read under the map's lock,
 *  so no value read by get() goes into a write: there is no lost update,
 *  whatever runs between the get() and the update (as in bench/java's
 *  Concurrent). */
public class OkGetThenMerge {
    static final ConcurrentHashMap<Integer, Long> counts = new ConcurrentHashMap<>();

    static long work(int seed) {
        long odd = 0;
        for (int i = 0; i < 200; i++) {
            int k = (seed + i * 7) % 8;
            Long v = counts.get(k);
            if (v != null && (v & 1) == 1)
                odd++;
            counts.merge(k, 1L, Long::sum);
            counts.compute((k + 1) % 8, (key, old) -> old == null ? 1L : old + 1);
            counts.computeIfAbsent(100 + seed, key -> 0L);
        }
        return odd;
    }

    public static void main(String[] args) throws InterruptedException {
        long[] odd = new long[2];
        Thread a = new Thread(() -> odd[0] = work(1));
        Thread b = new Thread(() -> odd[1] = work(2));
        a.start();
        b.start();
        a.join();
        b.join();
        long sum = 0;
        for (int k = 0; k < 8; k++)
            sum += counts.get(k);
        System.out.println("total " + sum + " keys " + counts.size());
    }
}
