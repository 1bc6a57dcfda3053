// Daemon threads that never finish do not keep the VM alive; a non-daemon thread does until it ends.
public class DaemonThreads {
    static volatile long sink;

    public static void main(String[] args) throws InterruptedException {
        Thread spinner = new Thread(() -> {
            long n = 0;
            while (true) {
                n++;
                if ((n & 0xffffff) == 0) sink = n;
            }
        }, "daemon-spinner");
        spinner.setDaemon(true);
        spinner.start();

        Thread sleeper = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    // keep sleeping
                }
            }
        }, "daemon-sleeper");
        sleeper.setDaemon(true);
        sleeper.start();

        Object never = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (never) {
                while (true) {
                    try {
                        never.wait();
                    } catch (InterruptedException e) {
                        // keep waiting
                    }
                }
            }
        }, "daemon-waiter");
        waiter.setDaemon(true);
        waiter.start();

        // a non-daemon thread that finishes only after main has returned
        Object gate = new Object();
        boolean[] open = new boolean[1];
        Thread last = new Thread(() -> {
            synchronized (gate) {
                while (!open[0]) {
                    try {
                        gate.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println("non-daemon thread finishing after main returned");
        }, "non-daemon");
        last.start();

        Thread.sleep(50);
        System.out.println("daemon flags: " + spinner.isDaemon() + " " + sleeper.isDaemon() + " " + waiter.isDaemon() + " " + last.isDaemon());
        System.out.println("all alive: " + (spinner.isAlive() && sleeper.isAlive() && waiter.isAlive() && last.isAlive()));
        try {
            spinner.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon on a started thread -> IllegalThreadStateException");
        }
        System.out.println("main returning");
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
    }
}
