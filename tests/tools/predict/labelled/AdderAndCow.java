import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;

// race-free
/** Concurrent classes only: a LongAdder and a CopyOnWriteArrayList shared by
 *  two threads. */
public class AdderAndCow {
    static final LongAdder hits = new LongAdder();
    static final List<Integer> seen = new CopyOnWriteArrayList<>();

    public static void main(String[] args) throws Exception {
        Runnable r = () -> { for (int i = 0; i < 10; i++) { hits.increment(); seen.add(i); } };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits.sum() + " " + seen.size());
    }
}
