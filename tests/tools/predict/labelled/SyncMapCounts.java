import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

// race-free
/** A synchronizedMap shared by two threads, updated with merge. */
public class SyncMapCounts {
    static final Map<String, Integer> counts = Collections.synchronizedMap(new HashMap<>());

    public static void main(String[] args) throws Exception {
        Runnable r = () -> { for (int i = 0; i < 10; i++) counts.merge("k" + (i % 3), 1, Integer::sum); };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(counts.get("k0") + counts.get("k1") + counts.get("k2"));
    }
}
