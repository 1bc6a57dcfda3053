import java.util.concurrent.locks.ReentrantLock;

/*
 * Phase01 -- BUG (SCTBench CS phase01_bad): each of two threads takes x,
 * gives it back, takes it again and never gives it back (then takes and
 * gives back y twice). The first thread to take x the second time ends
 * holding it; the other blocks on x for ever while main waits in join: a
 * deadlock (no lock cycle: the owner has ended). Reached by every schedule.
 * Threads: 2.
 */
public class Phase01 {
    static final ReentrantLock x = new ReentrantLock(), y = new ReentrantLock();

    public static void main(String[] args) throws InterruptedException {
        Runnable body = () -> {
            x.lock();
            x.unlock();
            x.lock(); // never unlocked
            y.lock();
            y.unlock();
            y.lock();
            y.unlock();
        };
        Thread t1 = new Thread(body, "t1"), t2 = new Thread(body, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
