import java.util.*;

// HotSpot's system group holds Signal Dispatcher and Notification Thread
// (daemon, priority 9, RUNNABLE, no frames) besides Reference Handler,
// Finalizer and Common-Cleaner; thread ids count HotSpot's hidden threads,
// so the program's first thread is number 12.
public class ThreadIdsSystem {
    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        System.out.println("main id " + me.getId() + " " + me);
        Thread t = new Thread(() -> System.out.println("running in id " + Thread.currentThread().getId()));
        System.out.println("new thread id " + t.getId() + " " + t.getName());
        t.start();
        t.join();
        Thread u = new Thread(() -> {}, "named");
        System.out.println("second id " + u.getId());

        ThreadGroup sys = me.getThreadGroup().getParent();
        Thread[] all = new Thread[32];
        int n = sys.enumerate(all, true);
        TreeMap<String, String> seen = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            Thread s = all[i];
            if (s.getThreadGroup() == sys)
                seen.put(s.getName(), "id " + s.getId() + " priority " + s.getPriority() + " daemon " + s.isDaemon()
                        + " alive " + s.isAlive() + " group " + s.getThreadGroup().getName());
        }
        seen.forEach((k, v) -> System.out.println(k + ": " + v));
        TreeMap<String, String> vm = new TreeMap<>();
        for (Thread s : Thread.getAllStackTraces().keySet())
            if (s.getName().equals("Signal Dispatcher") || s.getName().equals("Notification Thread"))
                vm.put(s.getName(), "state " + s.getState() + " frames " + s.getStackTrace().length);
        vm.forEach((k, v) -> System.out.println(k + " " + v));
        TreeSet<String> names = new TreeSet<>();
        for (Thread s : Thread.getAllStackTraces().keySet())
            names.add(s.getName());
        System.out.println(names);
        System.out.println("system active " + sys.activeCount() + " main active " + Thread.activeCount());
        System.out.println("mx thread count " + java.lang.management.ManagementFactory.getThreadMXBean().getThreadCount()
                + " daemon " + java.lang.management.ManagementFactory.getThreadMXBean().getDaemonThreadCount());
        // Interrupting a VM thread sets its flag and changes nothing else.
        for (Thread s : Thread.getAllStackTraces().keySet())
            if (s.getName().equals("Signal Dispatcher")) {
                s.interrupt();
                Thread.sleep(10);
                System.out.println("after interrupt: " + s.getState() + " " + s.isInterrupted() + " " + s.isAlive());
            }
        java.util.concurrent.ExecutorService es = java.util.concurrent.Executors.newFixedThreadPool(2);
        System.out.println(es.submit(() -> Thread.currentThread().getName() + " id " + Thread.currentThread().getId()).get());
        es.shutdown();
    }
}
