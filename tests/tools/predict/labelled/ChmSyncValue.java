import java.util.concurrent.ConcurrentHashMap;

// race-free
/** Values made by computeIfAbsent, then mutated only under their own
 *  monitor. */
public class ChmSyncValue {
    static final class Stats {
        int n;
    }

    static final ConcurrentHashMap<String, Stats> map = new ConcurrentHashMap<>();

    static void hit(String k) {
        Stats s = map.computeIfAbsent(k, x -> new Stats());
        synchronized (s) {
            s.n++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 5; i++) hit("k" + (i % 2)); });
        Thread b = new Thread(() -> { for (int i = 0; i < 5; i++) hit("k" + (i % 3)); });
        a.start();
        b.start();
        a.join();
        b.join();
        int total = 0;
        for (Stats s : map.values()) synchronized (s) { total += s.n; }
        System.out.println(total);
    }
}
