/** Lock-order deadlock between t1 and t2 while a daemon heartbeat keeps
 *  ticking: not every thread is blocked, so the deadlock was never the VM's
 *  "nobody can run", and the search reported nothing. A cycle of threads
 *  each blocked on a lock the next holds is now reported as soon as it
 *  closes. */
public class BugDeadlockWithDaemon {
    static final Object A = new Object(), B = new Object();
    static volatile long beats;

    public static void main(String[] args) throws Exception {
        Thread hb = new Thread(() -> {
            while (true) {
                beats++;
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "heartbeat");
        hb.setDaemon(true);
        hb.start();
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    beats--;
                }
            }
        }, "t1");
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    beats--;
                }
            }
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
