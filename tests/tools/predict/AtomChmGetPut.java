import java.util.concurrent.ConcurrentHashMap;

/** Atomicity violation on a ConcurrentHashMap: a hit counter does get()
 *  then put(v + 1); each call is atomic, the pair is not, and another
 *  thread's put between them is lost. No data race. */
public class AtomChmGetPut {
    static final ConcurrentHashMap<String, Integer> hits = new ConcurrentHashMap<>();

    static void hit(String page) {
        Integer v = hits.get(page);
        hits.put(page, v == null ? 1 : v + 1);
    }

    public static void main(String[] args) throws Exception {
        hits.put("home", 0);
        Thread a = new Thread(() -> hit("home"));
        Thread b = new Thread(() -> hit("home"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits.get("home") > 0 ? "counted" : "?"); // 1 or 2
    }
}
