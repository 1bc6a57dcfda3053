import java.util.concurrent.Semaphore;

// race: SemaphoreThreeLate.log
/** A semaphore with three permits guards a plain usage log; the workers
 *  come one after another (sleeps), so in the observed run each acquire
 *  reads the previous release. */
public class SemaphoreThreeLate {
    static final Semaphore pool = new Semaphore(3);
    static int log;

    static void use(int delay) {
        try { Thread.sleep(delay); } catch (InterruptedException e) { }
        pool.acquireUninterruptibly();
        try {
            log = log + 1;
        } finally {
            pool.release();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = { new Thread(() -> use(0)), new Thread(() -> use(30)), new Thread(() -> use(60)) };
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("done");
    }
}
