import java.lang.management.*;
import java.util.*;
import java.util.concurrent.locks.*;
// Deadlocks found through ThreadMXBean: two threads deadlocked on monitors and two on
// ReentrantLocks (findDeadlockedThreads, findMonitorDeadlockedThreads), their ThreadInfo
// (lock, owner, locked monitors and synchronizers), states and stack traces.
public class ThreadDeadlocksMx {
    public static void main(String[] args) throws Exception {
        Object a = new Object(), b = new Object();
        Thread t1 = new Thread(() -> { synchronized (a) { sleep(50); synchronized (b) { } } }, "dl-1");
        Thread t2 = new Thread(() -> { synchronized (b) { sleep(50); synchronized (a) { } } }, "dl-2");
        ReentrantLock l1 = new ReentrantLock(), l2 = new ReentrantLock();
        Thread t3 = new Thread(() -> { l1.lock(); sleep(50); l2.lock(); }, "jl-3");
        Thread t4 = new Thread(() -> { l2.lock(); sleep(50); l1.lock(); }, "jl-4");
        for (Thread t : new Thread[]{t1, t2, t3, t4}) { t.setDaemon(true); t.start(); }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[] ids = null;
        for (int i = 0; i < 200 && (ids == null || ids.length < 4); i++) { Thread.sleep(20); ids = mx.findDeadlockedThreads(); }
        List<String> names = new ArrayList<>();
        for (ThreadInfo ti : mx.getThreadInfo(ids, true, true)) {
            String lock = ti.getLockInfo() == null ? "none" : ti.getLockInfo().getClassName();
            names.add(ti.getThreadName() + " " + ti.getThreadState() + " waits " + lock + " owner " + ti.getLockOwnerName() + " monitors " + ti.getLockedMonitors().length + " syncs " + ti.getLockedSynchronizers().length);
        }
        Collections.sort(names);
        names.forEach(System.out::println);
        long[] mon = mx.findMonitorDeadlockedThreads();
        List<String> mn = new ArrayList<>();
        for (long id : mon) mn.add(mx.getThreadInfo(id).getThreadName());
        Collections.sort(mn);
        System.out.println("monitor deadlocked " + mn);
        System.out.println("t1 state " + t1.getState() + " t3 state " + t3.getState());
        StackTraceElement[] st = t1.getStackTrace();
        System.out.println("t1 top " + st[0].getMethodName() + " line>0 " + (st[0].getLineNumber() > 0));
        ThreadInfo info = mx.getThreadInfo(new long[]{t1.getId()}, true, false)[0];
        System.out.println("locked monitor frame " + info.getLockedMonitors()[0].getLockedStackFrame().getMethodName() + " depth " + info.getLockedMonitors()[0].getLockedStackDepth());
    }
    static void sleep(long ms) { try { Thread.sleep(ms); } catch (InterruptedException e) { } }
}
