import java.util.concurrent.ConcurrentHashMap;

// race-free
/** get-then-put on a ConcurrentHashMap: an atomicity violation (a lost
 *  update), but no data race: every access goes through the map. */
public class ChmCheckThenAct {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();

    static void bump(String k) {
        Integer v = counts.get(k);
        counts.put(k, v == null ? 1 : v + 1);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 5; i++) bump("x"); });
        Thread b = new Thread(() -> { for (int i = 0; i < 5; i++) bump("x"); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(counts.get("x") > 0);
    }
}
