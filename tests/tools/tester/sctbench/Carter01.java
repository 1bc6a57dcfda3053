import java.util.concurrent.locks.ReentrantLock;

/*
 * Carter01 -- BUG (SCTBench CS carter01_bad): a readers-writer style
 * "class lock". The first thread of class A (or B) to enter takes l, under
 * m; the last to leave gives l back, under m. Thread A can hold l and want
 * m while thread B holds m and waits for l: a lock-cycle deadlock.
 * Threads: 4 (two of them do nothing, as in the original).
 */
public class Carter01 {
    static final ReentrantLock m = new ReentrantLock(), l = new ReentrantLock();
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread a1 = new Thread(() -> {
            m.lock();
            a++;
            if (a == 1)
                l.lock();
            m.unlock();
            // class A operation
            m.lock();
            a--;
            if (a == 0)
                l.unlock();
            m.unlock();
        }, "a1");
        Thread b1 = new Thread(() -> {
            m.lock();
            b++;
            if (b == 1)
                l.lock();
            m.unlock();
            // class B operation
            m.lock();
            b--;
            if (b == 0)
                l.unlock();
            m.unlock();
        }, "b1");
        Thread a2 = new Thread(() -> { }, "a2");
        Thread b2 = new Thread(() -> { }, "b2");
        a1.start();
        b1.start();
        a2.start();
        b2.start();
        a1.join();
        b1.join();
        a2.join();
        b2.join();
    }
}
