/*
 * OkLockCounter -- CORRECT: a counter protected by a ReentrantLock.
 *
 * Two threads increment a shared counter twice each, every increment
 * (read and write) inside lock()/unlock(); main checks the total after join.
 *
 * Tester: nothing on any schedule (exit status 0). Output: "count = 4".
 */
import java.util.concurrent.locks.ReentrantLock;

public class OkLockCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static void work() {
        for (int i = 0; i < 2; i++) {
            lock.lock();
            try {
                int v = count;
                count = v + 1;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(OkLockCounter::work, "inc-a");
        Thread b = new Thread(OkLockCounter::work, "inc-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 4 : "lost update: count = " + count;
        System.out.println("count = " + count);
    }
}
