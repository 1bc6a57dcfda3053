import java.util.concurrent.CountDownLatch;

/** Correct: workers fill their slots and count down; main reads after await. */
public class OkLatch {
    public static void main(String[] args) throws Exception {
        int[] slots = new int[3];
        long[] total = {0};
        CountDownLatch done = new CountDownLatch(3);
        for (int i = 0; i < 3; i++) {
            final int k = i;
            new Thread(() -> {
                slots[k] = k * 10;
                done.countDown();
            }).start();
        }
        done.await();
        for (int v : slots)
            total[0] += v;
        System.out.println(total[0]);
    }
}
