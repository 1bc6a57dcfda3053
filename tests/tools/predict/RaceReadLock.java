import java.util.concurrent.locks.ReentrantReadWriteLock;

/** Racy: a value is written while holding only the read lock. */
public class RaceReadLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;
    public static void main(String[] args) throws Exception {
        Runnable bad = () -> {
            for (int i = 0; i < 100; i++) {
                rw.readLock().lock();
                try { value = value + 1; } finally { rw.readLock().unlock(); }
            }
        };
        Thread a = new Thread(bad), b = new Thread(bad);
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done");
    }
}
