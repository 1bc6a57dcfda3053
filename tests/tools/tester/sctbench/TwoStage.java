import java.util.concurrent.locks.ReentrantLock;

/*
 * TwoStage -- BUG (SCTBench CB twostage_bad; Jie Yu's twostage): each of 1 writer
 * thread(s) sets data1 = 1 under one lock, then data2 = data1 + 1 under
 * another; 1 reader, started after the writers, reads data1 under the first
 * lock (and stops if it is 0), then data2 under the second, and asserts
 * data2 == data1 + 1. It fails if it runs entirely between the first
 * writer's two critical sections. Threads: 2 (1 writers + 1 reader).
 */
public class TwoStage {
    static final int WRITERS = 1, READERS = 1;
    static final ReentrantLock data1Lock = new ReentrantLock(), data2Lock = new ReentrantLock();
    static int data1Value, data2Value;

    public static void main(String[] args) throws InterruptedException {
        Thread[] w = new Thread[WRITERS], r = new Thread[READERS];
        for (int i = 0; i < WRITERS; i++)
            w[i] = new Thread(() -> {
                data1Lock.lock();
                data1Value = 1;
                data1Lock.unlock();
                data2Lock.lock();
                data2Value = data1Value + 1;
                data2Lock.unlock();
            }, "writer-" + i);
        for (int i = 0; i < READERS; i++)
            r[i] = new Thread(() -> {
                int t1, t2;
                data1Lock.lock();
                if (data1Value == 0) {
                    data1Lock.unlock();
                    return;
                }
                t1 = data1Value;
                data1Lock.unlock();
                data2Lock.lock();
                t2 = data2Value;
                data2Lock.unlock();
                assert t2 == t1 + 1 : "stage two missing: data1 " + t1 + ", data2 " + t2;
            }, "reader-" + i);
        for (Thread t : w)
            t.start();
        for (Thread t : r)
            t.start();
        for (Thread t : w)
            t.join();
        for (Thread t : r)
            t.join();
    }
}
