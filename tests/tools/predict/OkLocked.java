import java.util.concurrent.locks.ReentrantLock;

/** Correct: every access to the counters holds their lock (a monitor for
 *  one, a ReentrantLock for the other), in whatever order the threads come. */
public class OkLocked {
    static final Object lock = new Object();
    static final ReentrantLock rlock = new ReentrantLock();
    static int a, b;

    public static void main(String[] args) throws Exception {
        Runnable r = () -> {
            for (int i = 0; i < 50; i++) {
                synchronized (lock) {
                    a++;
                }
                rlock.lock();
                try {
                    b++;
                } finally {
                    rlock.unlock();
                }
            }
        };
        Thread t1 = new Thread(r), t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a + " " + b);
    }
}
