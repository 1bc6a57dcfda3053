/*
 * BugCycleEitherCloses -- one lock-order deadlock: a transfer locks a then b,
 * an audit b then a; a clerk takes b alone first, which changes which of the
 * two threads closes the cycle on some schedules (hunt 7).
 *
 * The deadlock's identity was the places of its threads in the order the
 * cycle was found, from the thread that closed it: the same cycle was
 * reported twice, "teller" first on one schedule, "auditor" first on
 * another. It is one failure now, listed from the thread that started first.
 *
 * Tester (one failure):
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 */
public class BugCycleEitherCloses {
    static final Object a = new Object(), b = new Object();
    static int x;

    static void transfer() {
        synchronized (a) {
            synchronized (b) {
                x++;
            }
        }
    }

    static int audit() {
        synchronized (b) {
            synchronized (a) {
                return x;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread clerk = new Thread(() -> {
            synchronized (b) {
                x++;
            }
        }, "clerk");
        Thread teller = new Thread(BugCycleEitherCloses::transfer, "teller");
        Thread auditor = new Thread(BugCycleEitherCloses::audit, "auditor");
        clerk.start();
        teller.start();
        auditor.start();
        clerk.join();
        teller.join();
        auditor.join();
    }
}
