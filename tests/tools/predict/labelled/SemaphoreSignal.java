import java.util.concurrent.Semaphore;

// race-free
/** A zero-permit semaphore as a signal: the producer writes, then
 *  releases; the consumer acquires, then reads. */
public class SemaphoreSignal {
    static final Semaphore ready = new Semaphore(0);
    static int data;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread consumer = new Thread(() -> {
            try { ready.acquire(); } catch (InterruptedException e) { return; }
            seen[0] = data;
        });
        consumer.start();
        data = 7;
        ready.release();
        consumer.join();
        System.out.println(seen[0]);
    }
}
