import java.util.concurrent.locks.ReentrantLock;

/** Atomicity violation with a ReentrantLock: a booking checks for a free
 *  seat in one locked region and takes it in another. Observed: the first
 *  booking takes the seat and the second sees none; the second's take
 *  between the first's check and take overbooks. */
public class AtomCheckThenBook {
    static final ReentrantLock lock = new ReentrantLock();
    static int free = 1;
    static int booked;

    static void book() {
        boolean available;
        lock.lock();
        try {
            available = free > 0;
        } finally {
            lock.unlock();
        }
        if (available) {
            lock.lock();
            try {
                free = free - 1;
                booked++;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomCheckThenBook::book);
        Thread b = new Thread(() -> {
            lock.lock();
            try {
                free = free + 1; /* a cancellation frees a seat */
            } finally {
                lock.unlock();
            }
            book();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done"); // free and booked depend on the interleaving
    }
}
