import java.util.concurrent.locks.ReentrantLock;

/*
 * Deadlock01 -- BUG (SCTBench CS deadlock01_bad): two threads take the
 * locks a and b in opposite orders around an update of a shared counter:
 * a lock-cycle deadlock. Threads: 2.
 */
public class Deadlock01 {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
    static int counter = 1;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            a.lock();
            b.lock();
            counter++;
            b.unlock();
            a.unlock();
        }, "t1");
        Thread t2 = new Thread(() -> {
            b.lock();
            a.lock();
            counter--;
            a.unlock();
            b.unlock();
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("counter " + counter);
    }
}
