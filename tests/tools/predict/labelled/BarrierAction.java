import java.util.concurrent.CyclicBarrier;

// race-free
/** Two phases separated by a CyclicBarrier whose action sums the first
 *  phase's slots; in phase two each worker reads the sum. */
public class BarrierAction {
    static final int[] slots = new int[2];
    static int sum;
    static final CyclicBarrier barrier = new CyclicBarrier(2, () -> sum = slots[0] + slots[1]);

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                slots[me] = me + 10;
                try { barrier.await(); } catch (Exception e) { return; }
                out[me] = sum;
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(out[0] + out[1]);
    }
}
