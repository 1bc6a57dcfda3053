import java.util.concurrent.ConcurrentHashMap;

// race-free
/** Word counts merged into a ConcurrentHashMap by two threads. */
public class ChmCounts {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();

    static void count(String... words) {
        for (String w : words)
            counts.merge(w, 1, Integer::sum);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> count("a", "b", "a"));
        Thread b = new Thread(() -> count("b", "c", "a"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(counts.get("a") + " " + counts.get("b") + " " + counts.get("c"));
    }
}
