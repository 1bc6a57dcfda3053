import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * Sync01 -- BUG (SCTBench CS sync01_bad): a producer waits (Condition) while
 * num > 0 and then produces; the consumer waits while num == 0 but (the
 * consumption is commented out in the original) never decrements. num starts
 * at 1: the producer waits for ever, main waits in join -- a condition
 * deadlock on every schedule. Threads: 2.
 */
public class Sync01 {
    static final ReentrantLock m = new ReentrantLock();
    static final Condition empty = m.newCondition(), full = m.newCondition();
    static int num;

    public static void main(String[] args) throws InterruptedException {
        num = 1;
        Thread t1 = new Thread(() -> {
            m.lock();
            try {
                while (num > 0)
                    empty.awaitUninterruptibly();
                num++;
                full.signal();
            } finally {
                m.unlock();
            }
        }, "producer");
        Thread t2 = new Thread(() -> {
            m.lock();
            try {
                while (num == 0)
                    full.awaitUninterruptibly();
                // num--; (commented out in the original)
                empty.signal();
            } finally {
                m.unlock();
            }
        }, "consumer");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
