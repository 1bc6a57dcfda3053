import java.util.ArrayList;
import java.util.List;

// race-free
/** Per-thread StringBuilders from a ThreadLocal, and thread-confined lists
 *  handed to main through join. */
public class ThreadLocalBuffers {
    static final ThreadLocal<StringBuilder> buf = ThreadLocal.withInitial(StringBuilder::new);
    static final List<List<String>> results = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        results.add(null);
        results.add(null);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            List<String> mine = new ArrayList<>();
            ts[i] = new Thread(() -> {
                StringBuilder sb = buf.get();
                for (int k = 0; k < 3; k++) {
                    sb.append(id).append(k);
                    mine.add(sb.toString());
                }
            });
            results.set(i, mine);
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(results);
    }
}
