/*
 * BugMixedDeadlock -- BUG: a lock-order deadlock between a synchronized
 * monitor and a ReentrantLock.
 *
 * The writer updates the cache inside the cache's monitor and then takes the
 * store's ReentrantLock to write through; the flusher takes the store's lock
 * and then enters the cache's monitor to mark it clean. If each has taken its
 * first lock before either takes its second, the writer waits (parked) for
 * the ReentrantLock the flusher holds and the flusher is blocked on the
 * monitor the writer holds.
 *
 * Tester: exactly one failure, a cycle through both kinds of lock:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 * (run with the `deadlock` option, BugMixedDeadlock.opts: the search without
 * sleep-set pruning must find it too). A plain run: the writer is done before
 * the flusher starts.
 */
import java.util.concurrent.locks.ReentrantLock;

public class BugMixedDeadlock {
    static final Object cache = new Object();
    static final ReentrantLock store = new ReentrantLock();
    static int cached, stored;
    static boolean dirty;

    static void write(int v) {
        synchronized (cache) {
            cached = v;
            dirty = true;
            store.lock();           // monitor, then lock
            try {
                stored = v;
            } finally {
                store.unlock();
            }
        }
    }

    static void flush() {
        store.lock();
        try {
            synchronized (cache) {  // BUG: lock, then monitor
                stored = cached;
                dirty = false;
            }
        } finally {
            store.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> write(7), "writer");
        Thread f = new Thread(BugMixedDeadlock::flush, "flusher");
        w.start();
        f.start();
        w.join();
        f.join();
        System.out.println("stored " + stored);
    }
}
