// race-free
/** The bounded-buffer benchmark: put/take synchronized, guarded waits with
 *  notifyAll; the sum is read after join. */
public class Buffer {
    private final int[] items = new int[3];
    private int head, tail, count;

    synchronized void put(int v) throws InterruptedException {
        while (count == items.length)
            wait();
        items[tail] = v;
        tail = (tail + 1) % items.length;
        count++;
        notifyAll();
    }

    synchronized int take() throws InterruptedException {
        while (count == 0)
            wait();
        int v = items[head];
        head = (head + 1) % items.length;
        count--;
        notifyAll();
        return v;
    }

    public static void main(String[] args) throws Exception {
        Buffer buf = new Buffer();
        int[] sum = new int[1];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 10; i++)
                    buf.put(i);
            } catch (InterruptedException e) {
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 10; i++)
                    sum[0] += buf.take();
            } catch (InterruptedException e) {
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("sum " + sum[0]);
    }
}
