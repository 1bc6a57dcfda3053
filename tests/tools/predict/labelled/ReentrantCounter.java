import java.util.concurrent.locks.ReentrantLock;

// race-free
/** Counter updates under a ReentrantLock (tryLock spin on one side). */
public class ReentrantCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            for (int i = 0; i < 20; i++) {
                lock.lock();
                try { count++; } finally { lock.unlock(); }
            }
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < 20; i++) {
                while (!lock.tryLock()) Thread.yield();
                try { count += 2; } finally { lock.unlock(); }
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(count);
    }
}
