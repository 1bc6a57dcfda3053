import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/** Correct: optimistic updates that check again when they write: a
 *  ConcurrentHashMap's replace(key, old, new) loop, an AtomicReference's
 *  compareAndSet loop over immutable values, and a remove(key, value) that
 *  only removes what was read. */
public class OkCasLoops {
    static final ConcurrentHashMap<String, Integer> stock = new ConcurrentHashMap<>();
    static final AtomicReference<String> last = new AtomicReference<>("");

    static void sell(String item) {
        for (;;) {
            Integer old = stock.get(item);
            if (old == null || old == 0)
                return;
            if (stock.replace(item, old, old - 1))
                break;
        }
        for (;;) {
            String prev = last.get();
            if (last.compareAndSet(prev, prev + item.charAt(0)))
                break;
        }
        Integer now = stock.get("gift");
        if (now != null && now == 1)
            stock.remove("gift", now);
    }

    public static void main(String[] args) throws Exception {
        stock.put("pen", 5);
        stock.put("gift", 1);
        Thread a = new Thread(() -> sell("pen"));
        Thread b = new Thread(() -> sell("pen"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(stock.get("pen") + " " + last.get().length() + " " + stock.containsKey("gift"));
    }
}
