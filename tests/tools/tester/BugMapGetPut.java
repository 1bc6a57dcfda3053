/*
 * BugMapGetPut -- BUG: get-then-put on a ConcurrentHashMap (not merge/compute).
 *
 * Each map call is atomic, the pair is not: both counters can read the old
 * count before either puts, and one increment is lost.
 *
 * Tester: main's assertion:
 *   uncaught exception: java.lang.AssertionError: lost count: 1
 */
import java.util.concurrent.ConcurrentHashMap;
public class BugMapGetPut {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    static void count() {
        Integer v = counts.get("k");                 // BUG: get then put, not merge
        counts.put("k", v == null ? 1 : v + 1);
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugMapGetPut::count, "counter-1");
        Thread b = new Thread(BugMapGetPut::count, "counter-2");
        a.start(); b.start(); a.join(); b.join();
        assert counts.get("k") == 2 : "lost count: " + counts.get("k");
        System.out.println("count: " + counts.get("k"));
    }
}
