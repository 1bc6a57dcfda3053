/*
 * BugOneCondition -- BUG: a one-slot buffer with a ReentrantLock and a single
 * Condition for both "not full" and "not empty", with signal(): a
 * producer's signal can wake the other producer instead of the consumer,
 * which then waits for ever with both producers.
 *
 * Tester: two failures, condition deadlocks:
 *   condition deadlock: 3 threads wait and none can be woken
 *     (one producer done; the other producer and the consumer wait; main)
 *   condition deadlock: 4 threads wait and none can be woken
 *     (both producers and the consumer wait; main)
 * The second is met only in the systematic search, after the sampled
 * schedules. Its reproduction run used not to follow its schedule: the
 * consumer's first await loaded a class through the app class loader, whose
 * synchronisation made a decision in a fresh run that the search (the class
 * loaded in an earlier schedule) never took.
 */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
public class BugOneCondition {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition changed = lock.newCondition();
    static Integer slot;
    static void put(int v) throws InterruptedException {
        lock.lock();
        try {
            while (slot != null) changed.await();
            slot = v;
            changed.signal();       // BUG: may wake a producer
        } finally { lock.unlock(); }
    }
    static int take() throws InterruptedException {
        lock.lock();
        try {
            while (slot == null) changed.await();
            int v = slot;
            slot = null;
            changed.signal();       // BUG: may wake the other consumer's kind
            return v;
        } finally { lock.unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Runnable producer = () -> {
            try { put(1); put(2); } catch (InterruptedException e) { throw new IllegalStateException(e); }
        };
        Thread p1 = new Thread(producer, "producer-1"), p2 = new Thread(producer, "producer-2");
        Thread c = new Thread(() -> {
            try { int s = 0; for (int i = 0; i < 4; i++) s += take(); System.out.println("sum " + s); }
            catch (InterruptedException e) { throw new IllegalStateException(e); }
        }, "consumer");
        p1.start(); p2.start(); c.start();
        p1.join(); p2.join(); c.join();
    }
}
