import java.lang.management.*;
import java.util.*;
import java.util.concurrent.*;

// java.lang.management platform beans, printing only VM-independent facts: runtime name/spec/arguments, thread
// counts and ThreadInfo for known threads (states, lock owners), deadlock detection on two daemon threads that
// deadlock on purpose, memory usage invariants, operating system name/arch/processors, class loading counts.
public class ManagementBeans {
    static final Object A = new Object(), B = new Object();

    public static void main(String[] args) throws Exception {
        RuntimeMXBean rt = ManagementFactory.getRuntimeMXBean();
        System.out.println("runtime name has pid@host " + rt.getName().matches("\\d+@.+") + " pid matches " + (rt.getPid() == ProcessHandle.current().pid()) + " spec version " + rt.getSpecVersion()
            + " input arguments " + rt.getInputArguments() + " uptime >= 0 " + (rt.getUptime() >= 0) + " start time positive " + (rt.getStartTime() > 0)
            + " class path " + rt.getClassPath().replace('\\', '/').endsWith("ManagementBeans") + " system property via bean " + rt.getSystemProperties().get("java.specification.version"));
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        System.out.println("os name " + os.getName() + " arch " + os.getArch() + " processors match Runtime " + (os.getAvailableProcessors() == Runtime.getRuntime().availableProcessors()));
        MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
        MemoryUsage heap = mem.getHeapMemoryUsage();
        System.out.println("heap usage invariants used<=committed " + (heap.getUsed() <= heap.getCommitted()) + " max is -1 or >= committed " + (heap.getMax() == -1 || heap.getMax() >= heap.getCommitted())
            + " non-heap used >= 0 " + (mem.getNonHeapMemoryUsage().getUsed() >= 0) + " pending finalization >= 0 " + (mem.getObjectPendingFinalizationCount() >= 0));
        ClassLoadingMXBean cl = ManagementFactory.getClassLoadingMXBean();
        System.out.println("classes loaded > 100 " + (cl.getLoadedClassCount() > 100) + " total >= loaded " + (cl.getTotalLoadedClassCount() >= cl.getLoadedClassCount()));
        System.out.println("gc beans have names " + ManagementFactory.getGarbageCollectorMXBeans().stream().allMatch(g -> !g.getName().isEmpty()) + " memory pools listed " + !ManagementFactory.getMemoryPoolMXBeans().isEmpty());

        ThreadMXBean tm = ManagementFactory.getThreadMXBean();
        ThreadInfo me = tm.getThreadInfo(Thread.currentThread().getId());
        System.out.println("ThreadInfo current name " + me.getThreadName() + " state " + me.getThreadState() + " live threads >= 1 " + (tm.getThreadCount() >= 1) + " peak >= count " + (tm.getPeakThreadCount() >= tm.getThreadCount())
            + " daemon <= count " + (tm.getDaemonThreadCount() <= tm.getThreadCount()) + " no deadlock yet " + tm.findDeadlockedThreads() + " monitor deadlocks " + tm.findMonitorDeadlockedThreads());
        CountDownLatch bothHold = new CountDownLatch(2);
        Thread t1 = new Thread(() -> lockBoth(A, B, bothHold), "deadlock-1");
        Thread t2 = new Thread(() -> lockBoth(B, A, bothHold), "deadlock-2");
        t1.setDaemon(true);
        t2.setDaemon(true);
        t1.start();
        t2.start();
        for (int i = 0; i < 5000 && (t1.getState() != Thread.State.BLOCKED || t2.getState() != Thread.State.BLOCKED); i++) Thread.sleep(1);
        long[] ids = tm.findDeadlockedThreads();
        List<String> names = new ArrayList<>();
        if (ids != null) for (ThreadInfo ti : tm.getThreadInfo(ids)) names.add(ti.getThreadName() + " " + ti.getThreadState() + " waiting for " + ti.getLockName().replaceAll("@.*", "") + " owned by " + ti.getLockOwnerName());
        Collections.sort(names);
        System.out.println("deadlocked threads " + names);
        ThreadInfo[] withLocks = tm.getThreadInfo(new long[]{t1.getId()}, true, false);
        MonitorInfo[] held = withLocks[0].getLockedMonitors();
        System.out.println("deadlock-1 holds " + held.length + " monitor(s) of class " + (held.length > 0 ? held[0].getClassName() : "-") + " blocked count >= 1 " + (withLocks[0].getBlockedCount() >= 1));
        ThreadInfo missing = tm.getThreadInfo(Long.MAX_VALUE);
        System.out.println("ThreadInfo of unknown id " + missing);
        try {
            tm.getThreadInfo(0);
        } catch (IllegalArgumentException e) {
            System.out.println("ThreadInfo id 0: IllegalArgumentException " + e.getMessage());
        }
        System.out.println("platform interfaces include ThreadMXBean " + ManagementFactory.getPlatformManagementInterfaces().contains(ThreadMXBean.class)
            + " MBean server default domain " + ManagementFactory.getPlatformMBeanServer().getDefaultDomain());
    }

    static void lockBoth(Object first, Object second, CountDownLatch bothHold) {
        synchronized (first) {
            bothHold.countDown();
            try {
                bothHold.await();
            } catch (InterruptedException e) {
                return;
            }
            synchronized (second) {
                System.out.println("never reached");
            }
        }
    }
}
