import java.util.concurrent.ConcurrentSkipListMap;

/** A ConcurrentSkipListMap used right: merge(k, 1, Integer::sum), compute,
 *  putIfAbsent, replace(k, old, new) in a retry loop, and get() of a key
 *  only the reading thread writes. Nothing to report. */
public class OkSkipListCounts {
    static final ConcurrentSkipListMap<String, Integer> hits = new ConcurrentSkipListMap<>();

    static void hit(String me) {
        hits.merge("home", 1, Integer::sum);
        hits.compute("about", (k, v) -> v == null ? 1 : v + 1);
        hits.putIfAbsent("first", me.length());
        for (;;) {
            Integer v = hits.get("retry");
            if (hits.replace("retry", v, v + 2))
                break;
        }
        Integer mine = hits.get(me);
        hits.put(me, mine == null ? 1 : mine + 1);
    }

    public static void main(String[] args) throws Exception {
        hits.put("retry", 0);
        Thread a = new Thread(() -> hit("a"));
        Thread b = new Thread(() -> hit("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits);
    }
}
