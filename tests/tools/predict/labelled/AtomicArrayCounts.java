import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

// race-free
/** Counters in an AtomicIntegerArray and an AtomicLong shared by threads. */
public class AtomicArrayCounts {
    static final AtomicIntegerArray buckets = new AtomicIntegerArray(4);
    static final AtomicLong total = new AtomicLong();

    public static void main(String[] args) throws Exception {
        Runnable r = () -> { for (int i = 0; i < 20; i++) { buckets.incrementAndGet(i % 4); total.addAndGet(i); } };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(buckets.get(0) + " " + total.get());
    }
}
