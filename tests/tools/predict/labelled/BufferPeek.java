// race: BufferPeek.count
/** A correct bounded buffer (synchronized put/take with wait/notifyAll) with
 *  an unsynchronized size() that a monitoring thread polls. */
public class BufferPeek {
    private final int[] items = new int[4];
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

    int size() {
        return count;
    }

    public static void main(String[] args) throws Exception {
        BufferPeek buf = new BufferPeek();
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
        Thread monitor = new Thread(() -> {
            int max = 0;
            for (int i = 0; i < 3; i++) {
                max = Math.max(max, buf.size());
                Thread.yield();
            }
        });
        producer.start();
        consumer.start();
        monitor.start();
        producer.join();
        consumer.join();
        monitor.join();
        System.out.println("sum " + sum[0]);
    }
}
