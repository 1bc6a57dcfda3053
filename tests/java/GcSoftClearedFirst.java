// jvm-options: -Xmx16m -XX:+UseSerialGC
// Soft references are all cleared before an OutOfMemoryError is thrown (as
// HotSpot guarantees), weak ones at the latest then; five rounds of soft caches
// and a fill.
import java.lang.ref.*;
import java.util.*;
public class GcSoftClearedFirst {
    public static void main(String[] a) {
        List<SoftReference<long[]>> softs = new ArrayList<>();
        for (int i = 0; i < 100; i++) softs.add(new SoftReference<>(new long[8192]));
        WeakReference<Object> w = new WeakReference<>(new Object());
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        PhantomReference<Object> p = new PhantomReference<>(new Object(), q);
        List<Object> l = new ArrayList<>();
        boolean oom = false;
        try { for (;;) l.add(new long[1000]); } catch (OutOfMemoryError e) { l = null; oom = true; }
        int live = 0;
        for (SoftReference<long[]> s : softs) if (s.get() != null) live++;
        l = null;
        System.out.println("oom " + oom + " softs alive " + live + " weak " + (w.get() == null));
        // Repeat: new softs, fill again
        softs.clear();
        for (int r = 0; r < 5; r++) {
            for (int i = 0; i < 50; i++) softs.add(new SoftReference<>(new long[8192]));
            List<Object> l2 = new ArrayList<>();
            try { for (;;) l2.add(new Object[100]); } catch (OutOfMemoryError e) { l2 = null; }
            l2 = null;
            live = 0;
            for (SoftReference<long[]> s : softs) if (s.get() != null) live++;
            System.out.println("round " + r + " alive " + live);
        }
    }
}
