import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/** Atomic arrays used right: incrementAndGet, a compareAndSet loop over
 *  get, compareAndSet(i, null, x) to claim a slot, accumulateAndGet, and a
 *  get of a slot the thread alone writes. Nothing to report. */
public class OkAtomicArrays {
    static final AtomicIntegerArray hits = new AtomicIntegerArray(4);
    static final AtomicLongArray totals = new AtomicLongArray(2);
    static final AtomicReferenceArray<String> owners = new AtomicReferenceArray<>(4);
    static final AtomicIntegerArray mine = new AtomicIntegerArray(2);

    static void work(String me, int slot) {
        hits.incrementAndGet(2);
        for (;;) {
            long v = totals.get(0);
            if (totals.compareAndSet(0, v, v + 10))
                break;
        }
        totals.accumulateAndGet(1, 3, Math::max);
        if (owners.get(1) == null)
            owners.compareAndSet(1, null, me);
        int n = mine.get(slot);
        mine.set(slot, n + 1);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work("a", 0));
        Thread b = new Thread(() -> work("b", 1));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits.get(2) + " " + totals.get(0) + " " + totals.get(1) + " "
                + (owners.get(1) != null) + " " + mine.get(0) + mine.get(1));
    }
}
