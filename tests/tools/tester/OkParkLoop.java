/*
 * OkParkLoop -- correct twin of BugParkOnce: main parks until `done` is
 * set, so a park that returns for no reason (tried under the tester's option
 * spurious) parks again. The worker's join, and a ReentrantLock taken by
 * both threads, park inside the JDK, which loops too: those parks are not
 * woken.
 *
 * Tester (option spurious): no failure.
 */
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

public class OkParkLoop {
    static volatile boolean done;
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        Thread w = new Thread(() -> {
            lock.lock();
            try { count++; } finally { lock.unlock(); }
            done = true;
            LockSupport.unpark(main);
        }, "worker");
        w.start();
        lock.lock();
        try { count++; } finally { lock.unlock(); }
        while (!done)
            LockSupport.park();
        w.join();
        System.out.println("done " + count);
    }
}
