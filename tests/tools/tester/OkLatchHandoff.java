/*
 * OkLatchHandoff -- CORRECT: a value handed from one thread to another
 * through a CountDownLatch.
 *
 * The producer writes a plain field and then counts the latch down; the
 * consumer awaits the latch and then reads the field (countDown happens-before
 * the return from await), so it always sees the value.
 *
 * Tester: nothing on any schedule (exit status 0). Output: "consumer got 42".
 */
import java.util.concurrent.CountDownLatch;

public class OkLatchHandoff {
    static final CountDownLatch ready = new CountDownLatch(1);
    static int value;
    static int got;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            try {
                ready.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            got = value;
            assert got == 42 : "consumer saw " + got;
        }, "consumer");
        Thread producer = new Thread(() -> {
            value = 42;
            ready.countDown();
        }, "producer");
        consumer.start();
        producer.start();
        consumer.join();
        producer.join();
        System.out.println("consumer got " + got);
    }
}
