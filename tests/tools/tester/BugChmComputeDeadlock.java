import java.util.concurrent.ConcurrentHashMap;

/* Bug: a lock-cycle deadlock through the bin lock ConcurrentHashMap.compute
 * holds while it runs the program's remapping function. T1's function takes
 * monitor L inside compute; T2 holds L and puts into the same bin.
 * Schedule: T2 enters L; T1 enters compute, locks the bin's node, runs the
 * function and blocks on L; T2's put blocks on the node.
 * Expected: one lock-cycle deadlock, 2 threads (before, javasafe took a lock
 * the JDK takes for one held only while JDK code runs, and missed it). */
public class BugChmComputeDeadlock {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static final Object L = new Object();

    public static void main(String[] a) throws Exception {
        map.put("k", 1);
        Thread t1 = new Thread(() -> map.compute("k", (k, v) -> {
            synchronized (L) {
                return v + 1;
            }
        }), "T1");
        Thread t2 = new Thread(() -> {
            synchronized (L) {
                map.put("k", 5);
            }
        }, "T2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(map);
    }
}
