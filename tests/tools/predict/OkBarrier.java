import java.util.concurrent.CyclicBarrier;

/** Correct: two phases separated by a barrier; in phase 2 each worker reads
 *  the cell the other wrote in phase 1. */
public class OkBarrier {
    static int[] cells = new int[2];

    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        int[] seen = new int[2];
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                try {
                    cells[me] = me + 1;
                    barrier.await();
                    seen[me] = cells[1 - me];
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(seen[0] + " " + seen[1]);
    }
}
