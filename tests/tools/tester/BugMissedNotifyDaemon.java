// BUG: a worker waits for a signal that main gives too early (notify before
// wait, and no flag set): the worker waits for ever, main joins it. A daemon
// heartbeat keeps running all the while, so the VM never sees a deadlock; the
// tester reports one once the daemon has run on for 60 s of program time.
//
// Tester:
//   condition deadlock: 2 threads wait, and no daemon thread woke them in 60 s
public class BugMissedNotifyDaemon {
    static final Object lock = new Object();
    static boolean ready;
    static volatile long beats;

    public static void main(String[] args) throws Exception {
        Thread heart = new Thread(() -> {
            while (true) {
                beats++;
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "heartbeat");
        heart.setDaemon(true);
        heart.start();
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                if (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println("worker done");
        }, "worker");
        worker.start();
        synchronized (lock) {
            lock.notify(); // BUG: ready is never set, and the notify may come first
        }
        worker.join();
        System.out.println("main done");
    }
}
