/** Racy, though the observed run orders the accesses through a lock: the
 *  first thread writes x and then takes the lock; the second takes the lock
 *  and then writes x. Nothing in the sections ties them together, so the
 *  second thread could take the lock first and both writes run at once. */
public class RaceLockOrdered {
    static final Object lock = new Object();
    static int x, a, b;

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> {
            x = 1;
            synchronized (lock) {
                a++;
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (lock) {
                b++;
            }
            x = 2;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done"); // a and b depend on the race
    }
}
