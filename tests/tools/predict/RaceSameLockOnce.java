/** Racy: the first thread writes x under the lock; the second takes the same
 *  lock for something else and then writes x without it. */
public class RaceSameLockOnce {
    static final Object lock = new Object();
    static int x, other;

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> {
            synchronized (lock) {
                x = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (lock) {
                other++;
            }
            x = 2;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(x == 1 || x == 2 ? "x set" : "x lost");
    }
}
