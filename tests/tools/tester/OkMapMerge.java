/*
 * OkMapMerge -- CORRECT: BugMapGetPut's twin: ConcurrentHashMap.merge and putIfAbsent by
 * three threads.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.ConcurrentHashMap;
public class OkMapMerge {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> { counts.merge("k", 1, Integer::sum); counts.putIfAbsent("first", 1); }, "counter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert counts.get("k") == 3 : "lost count: " + counts.get("k");
        System.out.println("count: " + counts.get("k"));
    }
}
