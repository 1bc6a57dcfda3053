import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * OkArithmeticProg -- CORRECT (SCTBench CS arithmetic_prog_ok): the
 * producer/consumer of ArithmeticProg (lock, two Conditions, while-loops)
 * with the assertion the right way round: total == N(N+1)/2. Threads: 2.
 */
public class OkArithmeticProg {
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
            assert total == (N * (N + 1)) / 2 : "total " + total;
    }
}
