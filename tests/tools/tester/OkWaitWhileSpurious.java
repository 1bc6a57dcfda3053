/*
 * OkWaitWhileSpurious -- correct twin of BugWaitIfSpurious: the consumer waits
 * in a `while` loop, so a wake-up without a notify (tried under the tester's
 * option spurious) waits again. main's joins wait in the JDK, which loops
 * too: those waits are not woken.
 *
 * Tester (option spurious): no failure.
 */
public class OkWaitWhileSpurious {
    static final Object lock = new Object();
    static boolean ready;
    static String data;

    static void consume() {
        synchronized (lock) {
            while (!ready) {
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
        Thread c = new Thread(OkWaitWhileSpurious::consume, "consumer");
        Thread p = new Thread(OkWaitWhileSpurious::produce, "producer");
        c.start();
        p.start();
        c.join();
        p.join();
        System.out.println("done");
    }
}
