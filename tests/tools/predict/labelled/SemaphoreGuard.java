import java.util.concurrent.Semaphore;

// race-free
/** Semaphore(1) as a mutex around a plain counter, three threads. */
public class SemaphoreGuard {
    static final Semaphore mutex = new Semaphore(1);
    static int count;

    static void work() {
        for (int i = 0; i < 10; i++) {
            mutex.acquireUninterruptibly();
            try { count++; } finally { mutex.release(); }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = { new Thread(SemaphoreGuard::work), new Thread(SemaphoreGuard::work), new Thread(SemaphoreGuard::work) };
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println(count);
    }
}
