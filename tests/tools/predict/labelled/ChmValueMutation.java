import java.util.concurrent.ConcurrentHashMap;

// race: ChmValueMutation$Counter.n
/** A ConcurrentHashMap safely publishes its values, but the mutable counters
 *  in it are then incremented by two threads without synchronization. */
public class ChmValueMutation {
    static class Counter {
        int n;
    }

    static final ConcurrentHashMap<String, Counter> map = new ConcurrentHashMap<>();

    static void hit(String key) {
        map.computeIfAbsent(key, k -> new Counter()).n++;
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                hit("page");
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                hit("page");
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(map.size());
    }
}
