import java.util.concurrent.atomic.AtomicInteger;

// race-free
/** Workers store results and increment an atomic counter; main spins until
 *  the counter reaches the number of workers, then reads the results. */
public class AtomicSpinDone {
    static final AtomicInteger done = new AtomicInteger();
    static final int[] results = new int[2];

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 2; i++) {
            final int me = i;
            new Thread(() -> {
                results[me] = me + 5;
                done.incrementAndGet();
            }).start();
        }
        while (done.get() < 2) Thread.yield();
        System.out.println(results[0] + results[1]);
    }
}
