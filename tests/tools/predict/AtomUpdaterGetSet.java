import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/*
 * AtomUpdaterGetSet -- atomicity violations on the program's own volatile
 * counters, reached through an AtomicIntegerFieldUpdater and a VarHandle:
 * one thread reads the count and writes it back incremented in two steps
 * (`v = U.get(c); U.set(c, v + 1)`, `v = (int) HITS.getVolatile(c);
 * HITS.setVolatile(c, v + 1)`), another adds atomically (`incrementAndGet`,
 * `getAndAdd`). Observed one after the other; the other thread's add
 * between the read and the write is lost.
 *
 * Predict: both (before, an access through an updater or a VarHandle was
 * not the program's, and nothing was predicted; with AtomicInteger it was:
 * hunt 10).
 */
public class AtomUpdaterGetSet {
    volatile int count;
    volatile int hits;
    static final AtomicIntegerFieldUpdater<AtomUpdaterGetSet> U =
            AtomicIntegerFieldUpdater.newUpdater(AtomUpdaterGetSet.class, "count");
    static final VarHandle HITS;

    static {
        try {
            HITS = MethodHandles.lookup().findVarHandle(AtomUpdaterGetSet.class, "hits", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void nap(int ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        AtomUpdaterGetSet c = new AtomUpdaterGetSet();
        Thread twoSteps = new Thread(() -> {
            int v = U.get(c);
            U.set(c, v + 1);
            int h = (int) HITS.getVolatile(c);
            HITS.setVolatile(c, h + 1);
        });
        Thread atomic = new Thread(() -> {
            nap(50); // (after the other thread, in the observed run)
            U.incrementAndGet(c);
            HITS.getAndAdd(c, 1);
        });
        twoSteps.start();
        atomic.start();
        twoSteps.join();
        atomic.join();
        System.out.println(c.count + " " + c.hits);
    }
}
