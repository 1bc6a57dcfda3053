/*
 * BugAtomicGetSet -- BUG: c.set(c.get() + 1) on an AtomicInteger by three threads.
 *
 * Each get and set is atomic, the increment is not: one or two increments can
 * be lost.
 *
 * Tester: main's assertion, one failure with two messages (one and two
 * increments lost; the second is reported as a variant of the first):
 *   uncaught exception: java.lang.AssertionError: lost increment: 2
 */
import java.util.concurrent.atomic.AtomicInteger;
public class BugAtomicGetSet {
    static final AtomicInteger c = new AtomicInteger();
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> c.set(c.get() + 1), "inc-" + i);   // BUG: not atomic
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert c.get() == 3 : "lost increment: " + c.get();
        System.out.println("c: " + c.get());
    }
}
