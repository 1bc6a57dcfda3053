import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/** Lost updates written as one expression, each read and write atomic but
 *  not the pair: an atomic array's set(i, get(i) + 1), an atomic field
 *  updater's set(c, get(c) + 1), and lazySet(get() + 1) on an AtomicLong.
 *  The write is an Unsafe store right after the thread's own read of the
 *  same variable, not a read-modify-write. No data race. */
public class AtomOneLinerSets {
    static final AtomicIntegerArray hist = new AtomicIntegerArray(3);
    static final AtomicReferenceArray<String> names = new AtomicReferenceArray<>(new String[] {"", ""});
    static final AtomicLong seq = new AtomicLong();
    static final class Counter { volatile int n; }
    static final AtomicIntegerFieldUpdater<Counter> N = AtomicIntegerFieldUpdater.newUpdater(Counter.class, "n");
    static final Counter hits = new Counter();

    static void work(String me) {
        hist.set(2, hist.get(2) + 1);
        names.set(0, names.get(0) + me);
        N.set(hits, N.get(hits) + 1);
        seq.lazySet(seq.get() + 1);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work("a"));
        Thread b = new Thread(() -> work("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hist.get(2) > 0 && !names.get(0).isEmpty() && hits.n > 0 && seq.get() > 0 ? "counted" : "?");
    }
}
