import java.util.HashMap;
import java.util.Map;

// race-free
/** A registry whose methods are each synchronized; callers check then
 *  register in two calls (an atomicity bug: the value kept depends on the
 *  schedule), but every access holds the lock, so there is no data race. */
public class RegistrySync {
    private final Map<String, Integer> map = new HashMap<>();

    synchronized boolean has(String k) {
        return map.containsKey(k);
    }

    synchronized void put(String k, int v) {
        map.put(k, v);
    }

    synchronized int size() {
        return map.size();
    }

    public static void main(String[] args) throws Exception {
        RegistrySync reg = new RegistrySync();
        Thread a = new Thread(() -> {
            if (!reg.has("svc"))
                reg.put("svc", 1);
        });
        Thread b = new Thread(() -> {
            if (!reg.has("svc"))
                reg.put("svc", 2);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(reg.size());
    }
}
