import java.util.concurrent.ConcurrentSkipListMap;

/** Atomicity violation on a ConcurrentSkipListMap: a hit counter does
 *  get() then put(v + 1); each call is atomic, the pair is not, and
 *  another thread's put between them is lost. The map's get reads the
 *  node's value with a plain read after an acquire fence, its put writes
 *  it by compare-and-set. No data race. */
public class AtomSkipListGetPut {
    static final ConcurrentSkipListMap<String, Integer> hits = new ConcurrentSkipListMap<>();

    static void hit(String page) {
        Integer v = hits.get(page);
        hits.put(page, v == null ? 1 : v + 1);
    }

    public static void main(String[] args) throws Exception {
        hits.put("home", 0);
        hits.put("about", 0);
        Thread a = new Thread(() -> hit("home"));
        Thread b = new Thread(() -> hit("home"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits.get("home") > 0 ? "counted" : "?"); // 1 or 2
    }
}
