import java.util.concurrent.atomic.AtomicInteger;

/** Atomicity violation: one thread updates an AtomicInteger with get() then
 *  set(), the other with incrementAndGet(); the increment between the get
 *  and the set is lost. */
public class AtomMixedAtomic {
    static final AtomicInteger level = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            int v = level.get();
            level.set(v + 10);
        });
        Thread b = new Thread(level::incrementAndGet);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(level.get() >= 10 ? "set" : "?"); // 10 or 11
    }
}
