import java.util.concurrent.Semaphore;

// race-free
/** A binary semaphore used as a mutex: release happens-before the next
 *  successful acquire, so the counter updates are ordered. */
public class SemaphoreMutex {
    static final Semaphore mutex = new Semaphore(1);
    static int count;

    static void inc() throws InterruptedException {
        mutex.acquire();
        try {
            count++;
        } finally {
            mutex.release();
        }
    }

    public static void main(String[] args) throws Exception {
        Runnable r = () -> {
            try {
                for (int i = 0; i < 5; i++)
                    inc();
            } catch (InterruptedException e) {
            }
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(count);
    }
}
