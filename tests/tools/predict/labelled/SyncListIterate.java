import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

// race-free
/** A synchronizedList: adds through the wrapper, iteration inside
 *  synchronized (list) as its documentation says. */
public class SyncListIterate {
    static final List<Integer> list = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { for (int i = 0; i < 10; i++) list.add(i); });
        w.start();
        int sum = 0;
        for (int round = 0; round < 3; round++) {
            synchronized (list) {
                for (int v : list) sum += 0 * v;
            }
        }
        w.join();
        synchronized (list) {
            for (int v : list) sum += v;
        }
        System.out.println(sum);
    }
}
