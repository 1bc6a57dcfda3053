import java.util.concurrent.ConcurrentSkipListMap;

/*
 * OkSkipListMerge -- correct: BugSkipListGetPut with the count made by
 * merge, one atomic step of the map's. Every schedule counts 2.
 *
 * Tester: nothing.
 */
public class OkSkipListMerge {
    static final ConcurrentSkipListMap<String, Integer> counts = new ConcurrentSkipListMap<>();

    static void count() {
        counts.merge("k", 1, Integer::sum);
    }

    public static void main(String[] args) throws InterruptedException {
        counts.put("k", 0);
        Thread a = new Thread(OkSkipListMerge::count, "a");
        Thread b = new Thread(OkSkipListMerge::count, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert counts.get("k") == 2 : "lost update: " + counts.get("k");
        System.out.println(counts.get("k"));
    }
}
