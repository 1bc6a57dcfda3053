// A daemon ticker wakes the waiting worker on its fifth tick (half a second of
// program time): main and the worker wait without a deadline while only the
// daemon runs, but it does wake them. Nothing to report.
public class OkDaemonWakes {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws Exception {
        Thread ticker = new Thread(() -> {
            for (int tick = 1; ; tick++) {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
                if (tick == 5) {
                    synchronized (lock) {
                        ready = true;
                        lock.notifyAll();
                    }
                }
            }
        }, "ticker");
        ticker.setDaemon(true);
        ticker.start();
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println("worker woken");
        }, "worker");
        worker.start();
        worker.join();
        System.out.println("main done");
    }
}
