import java.util.concurrent.locks.ReentrantLock;

/*
 * Lazy01 -- BUG (SCTBench CS lazy01_bad): two threads add 1 and 2 to a
 * counter under a lock; a third, under the same lock, fails if it sees the
 * counter at 3 or more, i.e. if it runs after both. It is started last, so
 * a plain run (threads in start order) reaches it. Threads: 3.
 */
public class Lazy01 {
    static final ReentrantLock m = new ReentrantLock();
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { m.lock(); data++; m.unlock(); }, "t1");
        Thread t2 = new Thread(() -> { m.lock(); data += 2; m.unlock(); }, "t2");
        Thread t3 = new Thread(() -> {
            m.lock();
            try {
                assert data < 3 : "data reached " + data;
            } finally {
                m.unlock();
            }
        }, "t3");
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
    }
}
