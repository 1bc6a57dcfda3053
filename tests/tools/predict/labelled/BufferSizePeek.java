// race: BufferSizePeek$Buf.count
/** A bounded buffer with synchronized put/take, whose size() forgets the
 *  lock; main polls size() while the producer and consumer run. */
public class BufferSizePeek {
    static class Buf {
        final int[] items = new int[4];
        int count, head;

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[(head + count) % items.length] = v;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }

        int size() { return count; }
    }

    public static void main(String[] args) throws Exception {
        Buf buf = new Buf();
        Thread producer = new Thread(() -> {
            try { for (int i = 0; i < 20; i++) buf.put(i); } catch (InterruptedException e) { }
        });
        Thread consumer = new Thread(() -> {
            try { for (int i = 0; i < 20; i++) buf.take(); } catch (InterruptedException e) { }
        });
        producer.start();
        consumer.start();
        int max = 0;
        for (int i = 0; i < 10; i++) max = Math.max(max, buf.size());
        producer.join();
        consumer.join();
        System.out.println(max <= 4 ? "done" : "?");
    }
}
