import java.util.ArrayList;
import java.util.List;

/** Lazy initialisation with the check outside the lock: the first check is
 *  an unlocked read of the field that the lock-protected write races with,
 *  and two threads can both see null and each install a registry (one
 *  thread's registration is then lost). No second check under the lock. */
public class RaceLazyNoRecheck {
    static final Object lock = new Object();
    static List<String> registry;

    static void register(String name) {
        if (registry == null) {
            synchronized (lock) {
                registry = new ArrayList<>();
            }
        }
        synchronized (lock) {
            registry.add(name);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> register("a"));
        Thread b = new Thread(() -> register("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("registered");
    }
}
