import java.util.concurrent.Semaphore;

// race: SemaphoreBufferRace.count
/** The semaphore bounded buffer, plus a plain item count both threads
 *  update outside any lock. */
public class SemaphoreBufferRace {
    static final int N = 2;
    static final int[] buf = new int[N];
    static final Semaphore empty = new Semaphore(N), full = new Semaphore(0);
    static int count;

    public static void main(String[] args) throws Exception {
        long[] sum = new long[1];
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 6; i++) {
                empty.acquireUninterruptibly();
                buf[i % N] = i + 1;
                count++;
                full.release();
            }
        });
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < 6; i++) {
                full.acquireUninterruptibly();
                sum[0] += buf[i % N];
                count--;
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
