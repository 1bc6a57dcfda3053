import java.util.concurrent.ConcurrentSkipListMap;

/*
 * BugSkipListGetPut -- BUG: get then put on a ConcurrentSkipListMap.
 *
 * Each call is atomic, the pair is not: two threads counting one key both
 * read 0 and both write 1. The map's get reads its nodes with plain reads
 * after VarHandle.acquireFence(), and its put writes them by CAS, so
 * nothing in get was synchronisation to the tester: a thread's get and its
 * put were one block, and the lost update was never tried ("0 failures",
 * hunt 13 F1; the same program on a ConcurrentHashMap failed at once). A
 * fence is synchronisation now (RTI 1.21 FENCE). OkSkipListMerge is the
 * correct twin.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: lost update: 1
 */
public class BugSkipListGetPut {
    static final ConcurrentSkipListMap<String, Integer> counts = new ConcurrentSkipListMap<>();

    static void count() {
        Integer n = counts.get("k");
        counts.put("k", n + 1); // BUG: another count may come between
    }

    public static void main(String[] args) throws InterruptedException {
        counts.put("k", 0);
        Thread a = new Thread(BugSkipListGetPut::count, "a");
        Thread b = new Thread(BugSkipListGetPut::count, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert counts.get("k") == 2 : "lost update: " + counts.get("k");
        System.out.println(counts.get("k"));
    }
}
