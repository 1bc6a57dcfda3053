/*
 * BugSemaphoreLeak -- BUG: a Semaphore permit leaks on an early return.
 *
 * Each worker checks that an item is left, takes the permit, checks again and
 * returns without releasing the permit when the other worker took the item in
 * between. main's final acquire() then waits for a permit nobody will give.
 *
 * Tester: one failure, main alone waiting:
 *   condition deadlock: 1 thread waits and cannot be woken
 */
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
public class BugSemaphoreLeak {
    static final Semaphore sem = new Semaphore(1);
    static final AtomicInteger items = new AtomicInteger(1);
    static void worker() {
        try {
            if (items.get() > 0) {
                sem.acquire();
                if (items.get() == 0)
                    return;                  // BUG: the permit is never released
                items.decrementAndGet();
                sem.release();
            }
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugSemaphoreLeak::worker, "worker-1");
        Thread b = new Thread(BugSemaphoreLeak::worker, "worker-2");
        a.start(); b.start(); a.join(); b.join();
        sem.acquire();
        System.out.println("items: " + items.get());
    }
}
