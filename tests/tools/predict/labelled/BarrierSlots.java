import java.util.concurrent.CyclicBarrier;

// race-free
/** Phase 1: each thread writes its own slot; after the barrier, each reads
 *  the other's slot; the barrier orders every phase-1 write before phase 2. */
public class BarrierSlots {
    static int[] slot = new int[2];
    static int[] seen = new int[2];

    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                slot[id] = id + 5;
                try {
                    barrier.await();
                } catch (Exception e) {
                    return;
                }
                seen[id] = slot[1 - id];
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(seen[0] + " " + seen[1]);
    }
}
