import java.util.concurrent.atomic.AtomicInteger;

/*
 * Bluetooth -- BUG (SCTBench CS bluetooth_driver_bad; Qadeer and Wu's KISS
 * example). main is the PnP "add" path: it counts an I/O request in (unless
 * the driver is stopping), does its work (asserting the driver is not
 * stopped) and counts out. The stopper thread sets stoppingFlag, counts its
 * own reference out, and if that was the last one marks the driver stopped.
 * The flag is tested before the (atomic) increment: the stopper can set the
 * flag, count out to zero and stop the driver in between. The ESBMC atomic
 * sections are an AtomicInteger here. Threads: 2 (main + stopper).
 */
public class Bluetooth {
    static final AtomicInteger pendingIo = new AtomicInteger(1);
    static boolean stoppingFlag, stoppingEvent, stopped;

    static int ioIncrement() {
        if (stoppingFlag)
            return -1;
        pendingIo.incrementAndGet();
        return 0;
    }

    static void ioDecrement() {
        if (pendingIo.decrementAndGet() == 0)
            stoppingEvent = true;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread stopper = new Thread(() -> {
            stoppingFlag = true;
            ioDecrement();
            if (stoppingEvent)
                stopped = true; // release allocated resources
        }, "stopper");
        stopper.start();
        int status = ioIncrement();
        if (status == 0)
            assert !stopped : "I/O on a stopped driver";
        ioDecrement();
        stopper.join();
    }
}
