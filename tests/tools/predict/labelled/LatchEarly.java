import java.util.concurrent.CountDownLatch;

// race: LatchEarly.result
/** The worker counts the latch down before it stores its result, so await()
 *  orders nothing about the result. */
public class LatchEarly {
    static final CountDownLatch done = new CountDownLatch(1);
    static int result;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            int v = 6 * 7;
            done.countDown();
            result = v;
        });
        worker.start();
        done.await();
        int r = result;
        worker.join();
        System.out.println(r >= 0 ? "done" : "?");
    }
}
