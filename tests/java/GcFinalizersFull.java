// jvm-options: -Xmx16m -XX:+UseSerialGC
// Finalizable objects (some resurrected) and Cleaner registrations fill the heap
// to an OutOfMemoryError three times; finalizers and cleaning actions still run.
import java.lang.ref.*;
import java.util.*;
import java.util.concurrent.atomic.*;
public class GcFinalizersFull {
    static AtomicInteger fin = new AtomicInteger(), cleaned = new AtomicInteger();
    static List<Object> resurrected = new ArrayList<>();
    static class F { long[] pad = new long[100]; @SuppressWarnings("removal") protected void finalize() { fin.incrementAndGet(); if (fin.get() % 100 == 0) synchronized (resurrected) { resurrected.add(this); } } }
    public static void main(String[] a) throws Exception {
        Cleaner c = Cleaner.create();
        for (int r = 0; r < 3; r++) {
            List<Object> l = new ArrayList<>();
            try {
                for (int i = 0; ; i++) {
                    l.add(new F());
                    Object o = new long[50];
                    c.register(o, () -> cleaned.incrementAndGet());
                    if (i % 5 == 0) l.add(o);
                }
            } catch (OutOfMemoryError e) { l.clear(); l = null; }
            synchronized (resurrected) { resurrected.clear(); }
        }
        System.gc();
        Thread.sleep(200);
        System.gc();
        System.out.println("fin>0 " + (fin.get() > 0) + " cleaned>0 " + (cleaned.get() > 0));
    }
}
