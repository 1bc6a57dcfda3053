/*
 * BugSpinLock -- BUG: a spin lock on an AtomicBoolean that tests and then sets
 * (get() then set(true)) instead of compareAndSet; three threads.
 *
 * Two threads can both see it free and both take it. Run with `stop`
 * (BugSpinLock.opts): the complete search takes about half a minute.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: two threads hold the spin lock
 */
import java.util.concurrent.atomic.AtomicBoolean;
public class BugSpinLock {
    static final AtomicBoolean locked = new AtomicBoolean();
    static int inside, total;
    static void lock() {
        while (true) {
            while (locked.get()) Thread.onSpinWait();
            if (!locked.get()) { locked.set(true); return; }   // BUG: test then set, not CAS
        }
    }
    static void work() {
        lock();
        inside++;
        assert inside == 1 : "two threads hold the spin lock";
        total++;
        inside--;
        locked.set(false);
    }
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(BugSpinLock::work, "w" + i); ts[i].start(); }
        for (Thread t : ts) t.join();
        System.out.println("total " + total);
    }
}
