import java.util.concurrent.*;
import sun.misc.Signal;

// A Java signal handler (sun.misc.Signal) runs on a new thread started by the Signal Dispatcher: a daemon
// of priority 9 in the system thread group that inherits nothing from the thread the signal interrupted.
// Signal.raise, unknown and reserved signals, and a TERM handler that exits with its own status.
public class SignalHandlerThread {
    static final InheritableThreadLocal<String> ITL = new InheritableThreadLocal<>();
    public static void main(String[] args) throws Exception {
        ITL.set("main's value");
        Thread.currentThread().setPriority(3);
        CountDownLatch done = new CountDownLatch(1);
        StringBuilder seen = new StringBuilder();
        Signal.handle(new Signal("USR2"), s -> {
            Thread t = Thread.currentThread();
            seen.append(s + " " + s.getName() + " " + s.getNumber() + " thread '" + t.getName() + "' daemon " + t.isDaemon() + " priority " + t.getPriority()
                + " group " + t.getThreadGroup().getName() + " inherited " + ITL.get() + " ccl " + (t.getContextClassLoader() == ClassLoader.getSystemClassLoader()));
            done.countDown();
        });
        Signal.raise(new Signal("USR2"));
        done.await();
        System.out.println(seen);
        for (String n : new String[]{"NOPE", "KILL", "QUIT", "SEGV", "FPE", "ILL"}) {
            try { Signal.handle(new Signal(n), s -> {}); System.out.println(n + " accepted"); }
            catch (IllegalArgumentException e) { System.out.println(n + ": " + e.getMessage()); }
        }
        Signal.handle(new Signal("TERM"), s -> { System.out.println("TERM handled on '" + Thread.currentThread().getName() + "', exiting 9"); System.exit(9); });
        Signal.raise(new Signal("TERM"));
        Thread.sleep(20_000);
        System.out.println("not reached");
    }
}
