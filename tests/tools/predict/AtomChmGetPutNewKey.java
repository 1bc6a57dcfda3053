import java.util.concurrent.ConcurrentHashMap;

/** Atomicity violation on a ConcurrentHashMap whose key is made during the
 *  run: `n = get(k); put(k, n + 1)`, one thread hitting twice and one once,
 *  the map empty at the start. The observed run checks the value of a node
 *  the first thread's first put made; confirming it needs that put before
 *  the other's check, and the first thread's second put between the
 *  other's check and its act. A confirming run that keeps the writer back
 *  from the start never reaches the check (the map is still empty); the
 *  second try lets the writer run to its own check before its second put
 *  (hunt 12 F4: predicted, never confirmed). No data race. */
public class AtomChmGetPutNewKey {
    static final ConcurrentHashMap<String, Integer> hits = new ConcurrentHashMap<>();

    static void hit(String page) {
        Integer n = hits.get(page);
        hits.put(page, n == null ? 1 : n + 1);
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { hit("home"); hit("home"); }, "t1");
        Thread t2 = new Thread(() -> hit("home"), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(hits.get("home") > 0 ? "counted" : "?"); // 1 to 3
    }
}
