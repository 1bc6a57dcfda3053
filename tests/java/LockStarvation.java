import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A thread that takes a lock again and again in a loop, with work inside the
 * critical section, must not keep another thread from the lock for ever
 * (hunt 7). Under Rivet's scheduler the looping thread's time slices, all of
 * one length, began where the woken thread had failed to get the lock, and
 * so always ended inside the critical section: the other thread never found
 * the lock free, and each of these programs hung. A monitor, a non-fair
 * ReentrantLock, and a consumer polling a queue under a monitor while a
 * producer adds to it one synchronized block at a time.
 */
public class LockStarvation {
    static final List<Integer> buffer = new ArrayList<>();
    static final ReentrantLock lock = new ReentrantLock();
    static final List<Integer> plain = new ArrayList<>();
    static final java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
    static volatile boolean finished;

    public static void main(String[] args) throws Exception {
        Thread filler = new Thread(() -> {
            while (true) {
                synchronized (buffer) {
                    for (int i = 0; i < 64; i++)
                        buffer.add(i);
                    buffer.clear();
                }
            }
        }, "filler");
        filler.setDaemon(true);
        filler.start();
        Thread.sleep(50);
        synchronized (buffer) {
            System.out.println("main got the monitor, buffer size " + buffer.size());
        }

        Thread locker = new Thread(() -> {
            while (true) {
                lock.lock();
                try {
                    for (int i = 0; i < 64; i++)
                        plain.add(i);
                    plain.clear();
                } finally {
                    lock.unlock();
                }
            }
        }, "locker");
        locker.setDaemon(true);
        locker.start();
        Thread.sleep(50);
        lock.lock();
        try {
            System.out.println("main got the lock, list size " + plain.size());
        } finally {
            lock.unlock();
        }

        Thread producer = new Thread(() -> {
            for (int i = 0; i < 1000; i++)
                synchronized (queue) {
                    queue.add(i);
                }
            finished = true;
        }, "producer");
        producer.start();
        long sum = 0;
        while (true) {
            boolean done = finished;
            synchronized (queue) {
                for (Integer v; (v = queue.poll()) != null;)
                    sum += v;
            }
            if (done && queue.isEmpty())
                break;
        }
        producer.join();
        System.out.println("consumer sum " + sum);
    }
}
