import java.util.concurrent.*;
import java.util.concurrent.locks.*;

/** Time does not lie: while another thread keeps running, a sleep or a timed
 *  wait that returns by time-out has let the program's own clocks (nanoTime
 *  and currentTimeMillis) advance by at least its time-out. */
public class TimeHonest {
    static volatile long spins;
    static volatile boolean stop;

    interface Timed {
        void run() throws Exception;
    }

    static void check(String what, long ms, Timed t) throws Exception {
        long n0 = System.nanoTime(), m0 = System.currentTimeMillis();
        t.run();
        long dn = System.nanoTime() - n0, dm = System.currentTimeMillis() - m0;
        boolean ok = dn >= ms * 1_000_000L && dm >= ms - 1;
        System.out.println(what + ": " + (ok ? "not early" : "EARLY: nanoTime +" + dn / 1_000_000 + " ms, currentTimeMillis +" + dm + " ms"));
    }

    public static void main(String[] args) throws Exception {
        Thread busy = new Thread(() -> {
            while (!stop)
                spins++;
        });
        busy.setDaemon(true);
        busy.start();
        Object mon = new Object();
        ReentrantLock lock = new ReentrantLock();
        Condition cond = lock.newCondition();
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
            }
        });
        sleeper.setDaemon(true);
        sleeper.start();
        for (int round = 0; round < 2; round++) {
            check("sleep(300)", 300, () -> Thread.sleep(300));
            check("sleep(30)", 30, () -> Thread.sleep(30));
            check("wait(100)", 100, () -> {
                synchronized (mon) {
                    mon.wait(100);
                }
            });
            check("parkNanos(100 ms)", 100, () -> {
                long end = System.nanoTime() + 100_000_000L;
                for (long left; (left = end - System.nanoTime()) > 0;)
                    LockSupport.parkNanos(left);
            });
            check("join(100)", 100, () -> sleeper.join(100));
            check("await(100 ms)", 100, () -> {
                lock.lock();
                try {
                    cond.await(100, TimeUnit.MILLISECONDS);
                } finally {
                    lock.unlock();
                }
            });
            check("latch await(100 ms)", 100, () -> new CountDownLatch(1).await(100, TimeUnit.MILLISECONDS));
            check("poll(100 ms)", 100, () -> new ArrayBlockingQueue<Integer>(1).poll(100, TimeUnit.MILLISECONDS));
        }
        stop = true;
        long a = System.nanoTime(), b = System.nanoTime();
        System.out.println("nanoTime monotonic: " + (b >= a));
    }
}
