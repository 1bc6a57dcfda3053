/*
 * OkSemaphoreFinally -- CORRECT: BugSemaphoreLeak's twin: the permit is released in finally;
 * three workers.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
public class OkSemaphoreFinally {
    static final Semaphore sem = new Semaphore(1);
    static final AtomicInteger items = new AtomicInteger(1);
    static void worker() {
        try {
            if (items.get() > 0) {
                sem.acquire();
                try {
                    if (items.get() == 0) return;
                    items.decrementAndGet();
                } finally { sem.release(); }
            }
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(OkSemaphoreFinally::worker, "worker-1");
        Thread b = new Thread(OkSemaphoreFinally::worker, "worker-2");
        Thread c = new Thread(OkSemaphoreFinally::worker, "worker-3");
        a.start(); b.start(); c.start(); a.join(); b.join(); c.join();
        sem.acquire();
        System.out.println("items: " + items.get());
    }
}
