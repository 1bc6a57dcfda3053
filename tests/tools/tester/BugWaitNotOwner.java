/*
 * BugWaitNotOwner -- BUG: wait() on an object whose monitor the thread does
 * not hold (it holds another one): IllegalMonitorStateException, on every
 * schedule.
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.IllegalMonitorStateException: current thread is not owner
 */
public class BugWaitNotOwner {
    static final Object a = new Object(), b = new Object();
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (a) {
                try { b.wait(10); } catch (InterruptedException e) { }
            }
        }, "waiter");
        t.start();
        t.join();
        System.out.println("done");
    }
}
