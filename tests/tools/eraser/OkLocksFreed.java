import java.lang.ref.WeakReference;

// Correct, nothing to report: a worker and main each lock many short-lived
// objects (buffers of 100 KB), and a lock main drops must be collected (its
// weak reference cleared). Before, Eraser kept every object ever locked alive
// with a global reference, so that a lock's address stayed unique in its
// locksets: weak references to them were never cleared, and the buffers
// here (200 MB) stayed in the process ("586408K more held by tools" under
// -verbose:gc); and each new lockset was looked up through every one made so
// far. Found by the sweep (tests/tools/sweep/): GcOomPlaces took over 120 s
// under Eraser, against 2.5 s without.
public class OkLocksFreed {
    static long work(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            byte[] buf = new byte[100_000];
            synchronized (buf) {
                buf[i % buf.length] = (byte) i;
                sum += buf[i % buf.length];
            }
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        long[] other = new long[1];
        Thread t = new Thread(() -> other[0] = work(1000));
        t.start();
        long mine = work(1000);
        t.join();
        System.out.println("sums " + mine + " " + other[0]);

        Object lock = new Object();
        WeakReference<Object> ref = new WeakReference<>(lock);
        synchronized (lock) {
            System.out.println("locked once");
        }
        lock = null;
        for (int i = 0; i < 10 && ref.get() != null; i++)
            System.gc();
        System.out.println("the dropped lock was collected: " + (ref.get() == null));
    }
}
