import java.util.concurrent.locks.ReentrantLock;

/*
 * WrongLock3 -- BUG (SCTBench CB wronglock_3_bad; Jie Yu's wronglock): 1 thread A, under
 * dataLock, reads dataValue, increments it and asserts it went up by exactly
 * one; 3 B threads increment dataValue under a different lock (thisLock).
 * A B thread that runs between A's read and A's check breaks it (the tester
 * must learn dataValue as racy). A is started first.
 * Threads: 4 (1 A + 3 B).
 */
public class WrongLock3 {
    static final int NUM1 = 1, NUM2 = 3;
    static final ReentrantLock dataLock = new ReentrantLock(), thisLock = new ReentrantLock();
    static int dataValue;

    public static void main(String[] args) throws InterruptedException {
        Thread[] a = new Thread[NUM1], b = new Thread[NUM2];
        for (int i = 0; i < NUM1; i++)
            a[i] = new Thread(() -> {
                dataLock.lock();
                try {
                    int x = dataValue;
                    dataValue++;
                    assert dataValue == x + 1 : "dataValue changed under dataLock";
                } finally {
                    dataLock.unlock();
                }
            }, "A-" + i);
        for (int i = 0; i < NUM2; i++)
            b[i] = new Thread(() -> {
                thisLock.lock();
                dataValue++;
                thisLock.unlock();
            }, "B-" + i);
        for (Thread t : a)
            t.start();
        for (Thread t : b)
            t.start();
        for (Thread t : a)
            t.join();
        for (Thread t : b)
            t.join();
    }
}
