import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * OkSync01 -- CORRECT (SCTBench CS sync01_ok): one producer and one
 * consumer hand over one item through num (starting at 0) with a lock, two
 * Conditions and while-loops around await. Threads: 2.
 */
public class OkSync01 {
    static final ReentrantLock m = new ReentrantLock();
    static final Condition empty = m.newCondition(), full = m.newCondition();
    static int num;

    public static void main(String[] args) throws InterruptedException {
        num = 0;
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
                num--;
                empty.signal();
            } finally {
                m.unlock();
            }
        }, "consumer");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("num " + num);
    }
}
