/*
 * BugWaitIfSpurious -- BUG: Object.wait guarded by `if` instead of `while`.
 *
 * One consumer waits for one producer's hand-off. With a single waiter and a
 * single notify, every notify comes after `ready` is set, so the `if` looks
 * enough; but a wait may also end without a notify (a spurious wake-up, JLS
 * 17.2.1), and the consumer then reads the data before it is there.
 *
 * Tester (option spurious): the consumer's assertion:
 *   uncaught exception: java.lang.AssertionError: woke before the data was ready
 * Without the option, spurious wake-ups are not tried: no failure.
 */
public class BugWaitIfSpurious {
    static final Object lock = new Object();
    static boolean ready;
    static String data;

    static void consume() {
        synchronized (lock) {
            if (!ready) {                       // BUG: if, not while
                try { lock.wait(); } catch (InterruptedException e) { return; }
            }
            assert data != null : "woke before the data was ready";
        }
    }

    static void produce() {
        synchronized (lock) {
            data = "payload";
            ready = true;
            lock.notify();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread c = new Thread(BugWaitIfSpurious::consume, "consumer");
        Thread p = new Thread(BugWaitIfSpurious::produce, "producer");
        c.start();
        p.start();
        c.join();
        p.join();
        System.out.println("done");
    }
}
