import java.lang.management.*;
import java.util.concurrent.locks.*;

// ThreadInfo's blocked and waited counts as HotSpot keeps them: every
// contended monitor enter, the re-entry after a notify, each wait, park (a
// permit already there included) and sleep (sleep(0) too); the counts stay
// after the block or wait ends. Times are -1 while contention monitoring is
// off, restart at 0 when it is turned on.
public class ThreadContentionStats {
    static final Object lock = new Object();
    static volatile boolean reached, go;

    static String counts(ThreadMXBean mx, Thread t) {
        ThreadInfo ti = mx.getThreadInfo(t.getId());
        return "state=" + ti.getThreadState() + " blocked=" + ti.getBlockedCount() + " waited=" + ti.getWaitedCount()
                + " blockedTime=" + (ti.getBlockedTime() < 0 ? "-1" : ">=0") + " waitedTime=" + (ti.getWaitedTime() < 0 ? "-1" : ">=0");
    }

    public static void main(String[] a) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        System.out.println("supported " + mx.isThreadContentionMonitoringSupported() + " enabled " + mx.isThreadContentionMonitoringEnabled());
        Thread t = new Thread(() -> {
            synchronized (lock) { }
            synchronized (lock) { try { lock.wait(); } catch (InterruptedException e) { } }
            synchronized (lock) { try { lock.wait(10); } catch (InterruptedException e) { } }
            LockSupport.unpark(Thread.currentThread());
            LockSupport.park();
            LockSupport.parkNanos(1000);
            try { Thread.sleep(0); Thread.sleep(1); } catch (InterruptedException e) { }
            reached = true;
            while (!go) Thread.onSpinWait();
            synchronized (lock) { }
            reached = false;
            while (go) Thread.onSpinWait();
        }, "worker");
        synchronized (lock) {
            t.start();
            while (t.getState() != Thread.State.BLOCKED) Thread.sleep(1);
            System.out.println("blocked on enter: " + counts(mx, t));
        }
        while (t.getState() != Thread.State.WAITING) Thread.sleep(1);
        System.out.println("in wait: " + counts(mx, t));
        synchronized (lock) { lock.notify(); }
        while (!reached) Thread.sleep(1);
        System.out.println("after waits, parks, sleeps: " + counts(mx, t));
        mx.setThreadContentionMonitoringEnabled(true);
        System.out.println("enabled " + mx.isThreadContentionMonitoringEnabled() + ": " + counts(mx, t));
        ThreadInfo ti = mx.getThreadInfo(t.getId());
        System.out.println("times restart: " + (ti.getBlockedTime() < 1000) + " " + (ti.getWaitedTime() < 1000));
        synchronized (lock) {
            go = true;
            while (t.getState() != Thread.State.BLOCKED) Thread.sleep(1);
            System.out.println("blocked again: " + counts(mx, t));
        }
        while (reached) Thread.sleep(1);
        System.out.println("entered: " + counts(mx, t));
        mx.setThreadContentionMonitoringEnabled(false);
        System.out.println("disabled: " + counts(mx, t));
        go = false;
        t.join();
        Thread me = Thread.currentThread();
        long w0 = mx.getThreadInfo(me.getId()).getWaitedCount();
        Thread.sleep(1);
        Object o = new Object();
        synchronized (o) { o.wait(1); }
        System.out.println("main waited +" + (mx.getThreadInfo(me.getId()).getWaitedCount() - w0));
    }
}
