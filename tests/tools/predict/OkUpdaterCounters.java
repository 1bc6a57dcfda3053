import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/*
 * OkUpdaterCounters -- correct: threads count through an
 * AtomicLongFieldUpdater (incrementAndGet, a compareAndSet loop) and a
 * VarHandle (getAndAdd), and main reads the counts after joining them.
 *
 * Predict: nothing.
 */
public class OkUpdaterCounters {
    volatile long count;
    volatile int hits;
    static final AtomicLongFieldUpdater<OkUpdaterCounters> U =
            AtomicLongFieldUpdater.newUpdater(OkUpdaterCounters.class, "count");
    static final VarHandle HITS;

    static {
        try {
            HITS = MethodHandles.lookup().findVarHandle(OkUpdaterCounters.class, "hits", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        OkUpdaterCounters c = new OkUpdaterCounters();
        Runnable work = () -> {
            for (int i = 0; i < 3; i++) {
                U.incrementAndGet(c);
                long v;
                do {
                    v = U.get(c);
                } while (!U.compareAndSet(c, v, v + 10));
                HITS.getAndAdd(c, 1);
            }
        };
        Thread a = new Thread(work), b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(c.count + " " + c.hits);
    }
}
