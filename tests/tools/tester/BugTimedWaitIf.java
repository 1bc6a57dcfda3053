/*
 * BugTimedWaitIf -- BUG: a short timed wait taken for a notification.
 *
 * The waiter waits at most 50 ms, with `if`, and then assumes `ready`. The
 * tester branches over "the notify comes first" and "the time-out comes
 * first" (a short wait may end at any decision).
 *
 * Tester: the waiter's assertion:
 *   uncaught exception: java.lang.AssertionError: woke up before ready
 */
public class BugTimedWaitIf {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            synchronized (lock) {
                try {
                    if (!ready) lock.wait(50);     // BUG: a time-out is taken for the notify
                } catch (InterruptedException e) { throw new IllegalStateException(e); }
                assert ready : "woke up before ready";
            }
        }, "waiter");
        w.start();
        synchronized (lock) { ready = true; lock.notifyAll(); }
        w.join();
        System.out.println("ready");
    }
}
