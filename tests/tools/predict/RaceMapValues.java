import java.util.HashMap;
import java.util.Map;

/** Racy: a HashMap filled before the threads start and only read by them
 *  (no race on the map), but its values are mutable counters that both
 *  threads update without a lock. */
public class RaceMapValues {
    static class Counter {
        int n;
    }

    static final Map<String, Counter> byPage = new HashMap<>();

    public static void main(String[] args) throws Exception {
        byPage.put("home", new Counter());
        byPage.put("about", new Counter());
        Thread a = new Thread(() -> byPage.get("home").n++);
        Thread b = new Thread(() -> {
            byPage.get("about").n++;
            byPage.get("home").n++;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(byPage.size());
    }
}
