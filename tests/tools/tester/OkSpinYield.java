import java.util.concurrent.locks.ReentrantLock;

/*
 * OkSpinYield -- CORRECT: SCTBench's bluetooth driver (Qadeer and Wu, KISS).
 *
 * The driver of BugBluetooth with the check made under the lock, so an
 * adder either counts in before the flag is set (and the stopper waits for
 * it) or sees the flag and does nothing. The stopper's spin-wait reads a
 * racy variable and yields, so each of its turns takes two blocks: the
 * tester must see that it spins (and not run it until maxDepth) to finish.
 *
 * Tester: the search finishes with nothing found.
 */
public class OkSpinYield {
    static int pendingIo = 1;
    static boolean stoppingFlag, stoppingEvent, stopped;
    static final ReentrantLock lock = new ReentrantLock();

    static boolean countIn() {
        lock.lock();
        try {
            if (stoppingFlag)
                return false;
            pendingIo++;
            return true;
        } finally {
            lock.unlock();
        }
    }

    static void countOut() {
        int left;
        lock.lock();
        try {
            left = --pendingIo;
        } finally {
            lock.unlock();
        }
        if (left == 0)
            stoppingEvent = true;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread adder = new Thread(() -> {
            if (countIn()) {
                assert !stopped : "I/O on a stopped driver";
                countOut();
            }
        }, "adder");
        adder.start();
        stoppingFlag = true;
        countOut();
        while (!stoppingEvent)
            Thread.yield();
        stopped = true;
        adder.join();
        System.out.println("stopped");
    }
}
