/*
 * OkTimedWait -- CORRECT: a timed wait in a loop bounded by a count; whether the notify
 * or the time-outs come first, the waiter ends.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
public class OkTimedWait {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            synchronized (lock) {
                long deadline = 3;
                while (!ready && deadline-- > 0) {
                    try { lock.wait(10); } catch (InterruptedException e) { throw new IllegalStateException(e); }
                }
            }
        }, "waiter");
        w.start();
        synchronized (lock) { ready = true; lock.notifyAll(); }
        w.join();
        System.out.println("ready " + ready);
    }
}
