import java.util.concurrent.locks.ReentrantLock;

// race: LockForgotten.total
/** A ReentrantLock guards every update of the total but reset() forgot it;
 *  the resetting thread does long work first, so the observed run is
 *  ordered by chance. */
public class LockForgotten {
    static final ReentrantLock lock = new ReentrantLock();
    static int total;

    static void add(int n) {
        lock.lock();
        try {
            total += n;
        } finally {
            lock.unlock();
        }
    }

    static void reset() {
        total = 0;
    }

    public static void main(String[] args) throws Exception {
        Thread adder = new Thread(() -> {
            for (int i = 0; i < 5; i++)
                add(1);
        });
        Thread resetter = new Thread(() -> {
            long h = 0;
            for (int i = 0; i < 100000; i++)
                h = h * 31 + i;
            if (h != 42)
                reset();
        });
        adder.start();
        resetter.start();
        adder.join();
        resetter.join();
        System.out.println("done");
    }
}
