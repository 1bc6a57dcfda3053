import java.util.concurrent.Semaphore;

// race-free
/** The classic bounded buffer with two counting semaphores (empty slots,
 *  full slots) and a plain array: one producer, one consumer. */
public class SemaphoreBuffer {
    static final int N = 3;
    static final int[] buf = new int[N];
    static final Semaphore empty = new Semaphore(N), full = new Semaphore(0);

    public static void main(String[] args) throws Exception {
        long[] sum = new long[1];
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 10; i++) {
                empty.acquireUninterruptibly();
                buf[i % N] = i + 1;
                full.release();
            }
        });
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < 10; i++) {
                full.acquireUninterruptibly();
                sum[0] += buf[i % N];
                empty.release();
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(sum[0]);
    }
}
