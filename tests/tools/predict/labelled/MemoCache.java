import java.util.HashMap;
import java.util.Map;

// race: MemoCache.cache
/** A memoising function with a plain HashMap shared by two threads. */
public class MemoCache {
    static final Map<Integer, Long> cache = new HashMap<>();

    static long fib(int n) {
        if (n < 2) return n;
        Long c = cache.get(n);
        if (c != null) return c;
        long v = fib(n - 1) + fib(n - 2);
        cache.put(n, v);
        return v;
    }

    public static void main(String[] args) throws Exception {
        long[] out = new long[2];
        Thread a = new Thread(() -> out[0] = fib(20));
        Thread b = new Thread(() -> out[1] = fib(21));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
