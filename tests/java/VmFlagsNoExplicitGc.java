// jvm-options: -XX:+DisableExplicitGC
import java.lang.ref.*;
import java.lang.management.*;

// -XX:+DisableExplicitGC: System.gc(), Runtime.gc() and MemoryMXBean.gc() do not collect, so a weakly
// reachable object stays (the program allocates too little for a collection of its own).
public class VmFlagsNoExplicitGc {
    public static void main(String[] args) throws Exception {
        WeakReference<Object> w = new WeakReference<>(new Object());
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        PhantomReference<Object> ph = new PhantomReference<>(new Object(), q);
        System.gc();
        Runtime.getRuntime().gc();
        ManagementFactory.getMemoryMXBean().gc();
        Thread.sleep(50);
        System.out.println("weak cleared " + (w.get() == null) + " phantom enqueued " + (q.poll() != null) + " " + ph.refersTo(null));
    }
}
