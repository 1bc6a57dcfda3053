/*
 * BugParkOnce -- BUG: a single LockSupport.park() with no loop on its
 * condition.
 *
 * The worker sets `done` and unparks main; main parks once and then takes
 * `done` for true. A park may also return for no reason (its spec: "the
 * call spuriously returns"), and main then goes on before the worker's
 * write.
 *
 * Tester (option spurious): main's assertion:
 *   uncaught exception: java.lang.AssertionError: woke before done
 * Without the option, a park returns only when unparked: no failure.
 */
import java.util.concurrent.locks.LockSupport;

public class BugParkOnce {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        Thread w = new Thread(() -> {
            done = true;
            LockSupport.unpark(main);
        }, "worker");
        w.start();
        LockSupport.park();                     // BUG: no loop on done
        assert done : "woke before done";
        w.join();
        System.out.println("done");
    }
}
