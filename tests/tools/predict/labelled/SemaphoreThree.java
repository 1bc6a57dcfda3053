import java.util.concurrent.Semaphore;

// race: SemaphoreThree.log
/** A semaphore with three permits (a connection pool) guards a plain
 *  usage log; three workers get in together. */
public class SemaphoreThree {
    static final Semaphore pool = new Semaphore(3);
    static int log;

    static void use() {
        pool.acquireUninterruptibly();
        try {
            log = log + 1;
        } finally {
            pool.release();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = { new Thread(SemaphoreThree::use), new Thread(SemaphoreThree::use), new Thread(SemaphoreThree::use) };
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("done");
    }
}
