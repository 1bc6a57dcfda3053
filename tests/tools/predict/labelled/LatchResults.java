import java.util.concurrent.CountDownLatch;

// race-free
/** Workers store their results and then count down; main awaits the latch
 *  before reading them. */
public class LatchResults {
    static int[] results = new int[3];

    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(3);
        for (int i = 0; i < 3; i++) {
            final int id = i;
            new Thread(() -> {
                results[id] = (id + 1) * 10;
                done.countDown();
            }).start();
        }
        done.await();
        System.out.println(results[0] + results[1] + results[2]);
    }
}
