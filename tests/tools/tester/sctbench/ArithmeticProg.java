import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * ArithmeticProg -- BUG (SCTBench CS arithmetic_prog_bad): a producer and a
 * consumer hand N = 3 items over through num with a lock and two Conditions;
 * the consumer adds its loop index to total at each item and N at the end.
 * main asserts total != N(N+1)/2 -- but 0+1+2+3 is exactly that: the
 * assertion fails on every schedule. Threads: 2.
 */
public class ArithmeticProg {
    static final int N = 3;
    static final ReentrantLock m = new ReentrantLock();
    static final Condition empty = m.newCondition(), full = m.newCondition();
    static int num;
    static long total;
    static boolean flag;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                m.lock();
                try {
                    while (num > 0)
                        empty.awaitUninterruptibly();
                    num++;
                    full.signal();
                } finally {
                    m.unlock();
                }
            }
        }, "producer");
        Thread t2 = new Thread(() -> {
            int j;
            for (j = 0; j < N; j++) {
                m.lock();
                try {
                    while (num == 0)
                        full.awaitUninterruptibly();
                    total = total + j;
                    num--;
                    empty.signal();
                } finally {
                    m.unlock();
                }
            }
            total = total + j;
            flag = true;
        }, "consumer");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        if (flag)
            assert total != (N * (N + 1)) / 2 : "total " + total;
    }
}
