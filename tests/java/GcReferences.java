import java.lang.ref.*;
import java.util.*;
import java.util.concurrent.*;

/** Weak, soft and phantom references, reference queues, Cleaner and finalization. */
public class GcReferences {
    static final CountDownLatch finalized = new CountDownLatch(3);
    static final List<String> finalizedNames = Collections.synchronizedList(new ArrayList<>());

    static class Finalizable {
        final String name;
        Finalizable(String name) { this.name = name; }
        @Override protected void finalize() { finalizedNames.add(name); finalized.countDown(); }
    }

    static void allocateGarbage() {
        for (int i = 0; i < 2000; i++) { byte[] b = new byte[1024]; b[0] = (byte) i; }
    }

    public static void main(String[] args) throws Exception {
        // Weak: cleared once the referent is unreachable, and enqueued.
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        Object strong = new Object();
        WeakReference<Object> kept = new WeakReference<>(strong, q);
        WeakReference<Object> dropped = new WeakReference<>(new Object(), q);
        System.gc();
        System.out.println("kept alive: " + (kept.get() == strong) + ", dropped cleared: " + (dropped.get() == null));
        Reference<?> r = q.remove(5000);
        System.out.println("enqueued: " + (r == dropped) + ", kept not enqueued: " + !kept.isEnqueued());
        System.out.println("strong still there: " + (strong != null));

        // Soft: kept while memory is plentiful.
        SoftReference<int[]> soft = new SoftReference<>(new int[100]);
        System.gc();
        System.out.println("soft kept: " + (soft.get() != null));

        // WeakHashMap forgets keys nobody else holds.
        WeakHashMap<Object, String> whm = new WeakHashMap<>();
        Object key = new Object();
        whm.put(key, "kept");
        whm.put(new Object(), "lost");
        System.gc();
        allocateGarbage();
        /* HotSpot's reference handler thread enqueues the cleared key in its
         * own time (under load, after this line ran): give it that time. */
        for (int i = 0; i < 100 && whm.size() > 1; i++) {
            System.gc();
            Thread.sleep(10);
        }
        System.out.println("weak map size: " + whm.size() + " value " + whm.get(key));

        // Phantom: enqueued after the referent is collected; get() is always null.
        ReferenceQueue<Object> pq = new ReferenceQueue<>();
        PhantomReference<Object> ph = new PhantomReference<>(new Object(), pq);
        System.out.println("phantom get: " + ph.get());
        System.gc();
        System.out.println("phantom enqueued: " + (pq.remove(5000) == ph));

        // Cleaner: the action runs on the cleaner thread once the object is unreachable.
        Cleaner cleaner = Cleaner.create();
        CountDownLatch cleaned = new CountDownLatch(1);
        Object resource = new Object();
        Cleaner.Cleanable c = cleaner.register(resource, cleaned::countDown);
        resource = null;
        System.gc();
        System.out.println("cleaner ran: " + cleaned.await(10, TimeUnit.SECONDS));
        // An explicit clean runs the action at most once.
        CountDownLatch twice = new CountDownLatch(2);
        Cleaner.Cleanable c2 = cleaner.register(new Object(), twice::countDown);
        c2.clean();
        c2.clean();
        System.out.println("explicit clean count left: " + twice.getCount());

        // Finalization.
        for (int i = 0; i < 3; i++) new Finalizable("f" + i);
        System.gc();
        System.runFinalization();
        System.out.println("finalized: " + finalized.await(10, TimeUnit.SECONDS));
        List<String> names = new ArrayList<>(finalizedNames);
        Collections.sort(names);
        System.out.println("finalized names: " + names);
        System.out.println("kept still alive: " + (kept.get() != null));
    }
}
