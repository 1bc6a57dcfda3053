import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/** Atomicity violations on atomic arrays used without their atomic
 *  operations: a counter of an AtomicIntegerArray read with get(i) and
 *  written with set(i, v + 1), a total of an AtomicLongArray likewise, and
 *  a list of names in an AtomicReferenceArray slot extended by
 *  set(i, get(i) + name). Each access is atomic, the pairs are not (lost
 *  updates). No data race. */
public class AtomArrayGetSet {
    static final AtomicIntegerArray hits = new AtomicIntegerArray(4);
    static final AtomicLongArray totals = new AtomicLongArray(2);
    static final AtomicReferenceArray<String> names = new AtomicReferenceArray<>(new String[] {"", ""});

    static void work(String me) {
        int v = hits.get(2);
        hits.set(2, v + 1);
        long t = totals.get(1);
        totals.set(1, t + 5);
        String s = names.get(1);
        names.set(1, s + me);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work("a"));
        Thread b = new Thread(() -> work("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits.get(2) > 0 && totals.get(1) > 0 && !names.get(1).isEmpty() ? "counted" : "?");
    }
}
