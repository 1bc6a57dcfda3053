import java.util.concurrent.locks.ReentrantLock;

/** Racy: one thread updates the total under a ReentrantLock, the other
 *  under a different monitor. */
public class RaceMixedLocks {
    static final ReentrantLock lockA = new ReentrantLock();
    static final Object lockB = new Object();
    static long total;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            lockA.lock();
            try {
                total += 1;
            } finally {
                lockA.unlock();
            }
        });
        Thread b = new Thread(() -> {
            synchronized (lockB) {
                total += 2;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(total > 0 ? "counted" : "none"); // how many updates are lost is the race
    }
}
