import java.util.concurrent.CyclicBarrier;

// race: BarrierPhase.shared
/** A barrier separates phase 1 (A writes) from phase 2 (B reads), but A
 *  writes again in phase 2. */
public class BarrierPhase {
    static final CyclicBarrier barrier = new CyclicBarrier(2);
    static int shared;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread a = new Thread(() -> {
            shared = 1;
            try {
                barrier.await();
            } catch (Exception e) {
                return;
            }
            shared = 2;
        });
        Thread b = new Thread(() -> {
            try {
                barrier.await();
            } catch (Exception e) {
                return;
            }
            seen[0] = shared;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
