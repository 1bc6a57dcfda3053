import java.util.concurrent.atomic.AtomicInteger;

// race-free
/** Each worker stores its part, then decrements an atomic counter; the one
 *  that brings it to zero sums all parts (ordered by the counter's
 *  read-modify-writes). */
public class LastOneOut {
    static final int N = 3;
    static final AtomicInteger remaining = new AtomicInteger(N);
    static final int[] parts = new int[N];
    static int total;

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                parts[me] = me + 1;
                if (remaining.decrementAndGet() == 0) {
                    int s = 0;
                    for (int p : parts) s += p;
                    total = s;
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(total);
    }
}
