import java.util.ArrayList;
import java.util.Collections;
import java.util.ConcurrentModificationException;
import java.util.List;

/** Data race: a synchronizedList iterated without synchronized (list), the
 *  mistake its javadoc warns about, while another thread adds through the
 *  wrapper. The adder's writes to the backing ArrayList hold the wrapper's
 *  lock; main's iterator reads them holding nothing, and nothing orders the
 *  two (a ConcurrentModificationException in some schedules). */
public class RaceSyncListIterate {
    static final List<Integer> list = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws Exception {
        Thread adder = new Thread(() -> {
            for (int i = 0; i < 5; i++) {
                list.add(i);
                Thread.yield();
            }
        }, "adder");
        adder.start();
        int seen = 0, cme = 0;
        for (int r = 0; r < 5; r++) {
            try {
                for (int v : list)
                    seen += v >= 0 ? 1 : 0;
            } catch (ConcurrentModificationException e) {
                cme++;
            }
            Thread.yield();
        }
        adder.join();
        System.out.println("size " + list.size());
    }
}
