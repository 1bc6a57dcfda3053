/*
 * OkBlockingQueue -- CORRECT: producer/consumer through an
 * ArrayBlockingQueue of capacity 1.
 *
 * The producer puts 1, 2, 3; the consumer takes three items and checks they
 * come in order. put() blocks on a full queue and take() on an empty one.
 *
 * Tester: nothing on any schedule (exit status 0). Output: "received 1 2 3".
 */
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class OkBlockingQueue {
    static final BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
    static final StringBuilder received = new StringBuilder();

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++)
                    queue.put(i);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    int x = queue.take();
                    assert x == i : "expected " + i + ", took " + x;
                    received.append(' ').append(x);
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("received" + received);
    }
}
