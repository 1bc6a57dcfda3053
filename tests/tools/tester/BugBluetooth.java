import java.util.concurrent.locks.ReentrantLock;

/*
 * BugBluetooth -- BUG: SCTBench's bluetooth driver (Qadeer and Wu, KISS).
 *
 * An adder thread starts an I/O request: if the driver is not stopping, it
 * counts the request in pendingIo, does the work, and counts it out. The
 * stopper sets stoppingFlag, counts its own reference out, spins (yielding)
 * until the last reference is gone, and marks the driver stopped. The adder
 * checks stoppingFlag before it takes the lock and counts in: the stopper can
 * set the flag, count out to zero and stop the driver in between, and the
 * adder then works on a stopped driver.
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.AssertionError: I/O on a stopped driver
 * A plain run: the adder counts in long before the stopper looks.
 */
public class BugBluetooth {
    static int pendingIo = 1;
    static boolean stoppingFlag, stoppingEvent, stopped;
    static final ReentrantLock lock = new ReentrantLock();

    static boolean countIn() {
        if (stoppingFlag) // checked outside the lock
            return false;
        lock.lock();
        try {
            pendingIo++;
        } finally {
            lock.unlock();
        }
        return true;
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
