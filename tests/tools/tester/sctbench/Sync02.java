/*
 * Sync02 -- BUG (SCTBench CS sync02_bad): a producer and a consumer each
 * loop N = 2 times over a monitor with wait/notify (the original: a mutex
 * and two condition variables). num starts at 2: the consumer takes both,
 * the producer produces one and then waits for the count to drop to 0 again,
 * which nobody does any more -- a condition deadlock on every schedule.
 * Threads: 2.
 */
public class Sync02 {
    static final int N = 2;
    static final Object m = new Object();
    static int num;

    public static void main(String[] args) throws InterruptedException {
        num = 2;
        Thread producer = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                synchronized (m) {
                    while (num > 0)
                        try { m.wait(); } catch (InterruptedException e) { return; }
                    num++;
                    m.notifyAll();
                }
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            for (int j = 0; j < N; j++) {
                synchronized (m) {
                    while (num == 0)
                        try { m.wait(); } catch (InterruptedException e) { return; }
                    num--;
                    m.notifyAll();
                }
            }
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }
}
