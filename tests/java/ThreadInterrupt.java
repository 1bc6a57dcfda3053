// Interrupts: a sleeping thread gets InterruptedException, interrupted-flag semantics, wait and join interrupted.
public class ThreadInterrupt {
    public static void main(String[] args) throws Exception {
        String[] result = new String[4];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(30000);
                result[0] = "woke normally (wrong)";
            } catch (InterruptedException e) {
                result[0] = "InterruptedException: " + e.getMessage();
                result[1] = "flag after catch: " + Thread.currentThread().isInterrupted();
            }
        }, "sleeper");
        sleeper.start();
        Thread.sleep(50);
        sleeper.interrupt();
        sleeper.join();
        System.out.println("sleeper: " + result[0] + "; " + result[1]);

        // flag semantics on the current thread
        Thread me = Thread.currentThread();
        System.out.println("initially interrupted: " + me.isInterrupted());
        me.interrupt();
        System.out.println("after interrupt(): isInterrupted=" + me.isInterrupted() + " again=" + me.isInterrupted());
        System.out.println("Thread.interrupted() first=" + Thread.interrupted() + " second=" + Thread.interrupted() + " isInterrupted=" + me.isInterrupted());
        // sleeping with the flag already set throws at once and clears the flag
        me.interrupt();
        try {
            Thread.sleep(10000);
            System.out.println("slept (wrong)");
        } catch (InterruptedException e) {
            System.out.println("pre-interrupted sleep: " + e.getMessage() + ", flag now " + me.isInterrupted());
        }
        // Object.wait interrupted
        Object mon = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                try {
                    mon.wait();
                    result[2] = "returned from wait (wrong)";
                } catch (InterruptedException e) {
                    result[2] = "wait interrupted: " + e.getClass().getName() + " holdsLock=" + Thread.holdsLock(mon)
                        + " flag=" + Thread.currentThread().isInterrupted();
                }
            }
        }, "waiter");
        waiter.start();
        Thread.sleep(50);
        waiter.interrupt();
        waiter.join();
        System.out.println(result[2]);
        // join interrupted: the main thread interrupts itself, then joins a long-running thread
        Object stop = new Object();
        boolean[] stopFlag = new boolean[1];
        Thread longRunner = new Thread(() -> {
            synchronized (stop) {
                while (!stopFlag[0]) {
                    try { stop.wait(); } catch (InterruptedException e) { return; }
                }
            }
        }, "long-runner");
        longRunner.start();
        me.interrupt();
        try {
            longRunner.join();
            System.out.println("joined (wrong)");
        } catch (InterruptedException e) {
            System.out.println("join interrupted, longRunner alive=" + longRunner.isAlive() + " flag=" + me.isInterrupted());
        }
        synchronized (stop) {
            stopFlag[0] = true;
            stop.notifyAll();
        }
        longRunner.join();
        System.out.println("longRunner finished alive=" + longRunner.isAlive());
        // interrupting a busy thread only sets the flag; the thread polls it
        int[] iterations = new int[1];
        Thread busy = new Thread(() -> {
            int n = 0;
            while (!Thread.currentThread().isInterrupted()) {
                n++;
                if (n < 0) n = 0;
            }
            iterations[0] = n > 0 ? 1 : 0;
            result[3] = "busy thread saw flag, still set=" + Thread.currentThread().isInterrupted();
        }, "busy");
        busy.start();
        Thread.sleep(20);
        busy.interrupt();
        busy.join();
        System.out.println(result[3]);
        // interrupting a thread that has not started or has finished is harmless
        Thread notStarted = new Thread(() -> { });
        notStarted.interrupt();
        System.out.println("interrupt before start: isInterrupted=" + notStarted.isInterrupted());
        busy.interrupt();
        System.out.println("interrupt after finish: alive=" + busy.isAlive() + " isInterrupted=" + busy.isInterrupted());
        // sleep with negative argument
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
        System.out.println("main flag at end: " + me.isInterrupted());
    }
}
