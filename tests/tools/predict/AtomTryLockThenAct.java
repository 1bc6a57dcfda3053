import java.util.concurrent.locks.ReentrantLock;

/** Atomicity violation with tryLock: a reservation checks the free count
 *  under the lock, lets it go, and takes the lock again (tryLock, then lock
 *  as fallback) to book; another booking between the two sections can take
 *  the last seat. Observed: one booking, then the other. */
public class AtomTryLockThenAct {
    static final ReentrantLock lock = new ReentrantLock();
    static int free = 2;
    static int booked;

    static void book() {
        int seen;
        lock.lock();
        try {
            seen = free;
        } finally {
            lock.unlock();
        }
        if (seen > 0) {
            if (!lock.tryLock())
                lock.lock();
            try {
                free = seen - 1;
                booked++;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomTryLockThenAct::book);
        Thread b = new Thread(AtomTryLockThenAct::book);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(booked); // 2; free may end at 1 instead of 0 (a lost update)
    }
}
