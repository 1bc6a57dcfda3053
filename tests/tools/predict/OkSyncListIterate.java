import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Correct: a synchronizedList iterated inside synchronized (list), as its
 *  javadoc says, while another thread adds through the wrapper; every access
 *  to the backing ArrayList holds the wrapper's lock. */
public class OkSyncListIterate {
    static final List<Integer> list = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws Exception {
        Thread adder = new Thread(() -> {
            for (int i = 0; i < 5; i++) {
                list.add(i);
                Thread.yield();
            }
        }, "adder");
        adder.start();
        int seen = 0;
        for (int r = 0; r < 5; r++) {
            synchronized (list) {
                for (int v : list)
                    seen += v >= 0 ? 1 : 0;
            }
            Thread.yield();
        }
        adder.join();
        System.out.println("size " + list.size() + " " + list);
    }
}
