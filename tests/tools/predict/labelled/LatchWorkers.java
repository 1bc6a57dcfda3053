import java.util.concurrent.CountDownLatch;

// race-free
/** Three workers write their slots and count down; main awaits the latch
 *  and reads all slots (no join). */
public class LatchWorkers {
    static final int N = 3;
    static final CountDownLatch done = new CountDownLatch(N);
    static final int[] slots = new int[N];
    static int extra;

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < N; i++) {
            final int me = i;
            new Thread(() -> {
                slots[me] = me + 1;
                if (me == 0) extra = 9;
                done.countDown();
            }).start();
        }
        done.await();
        System.out.println(slots[0] + slots[1] + slots[2] + extra);
    }
}
