import java.util.concurrent.SynchronousQueue;

// race-free
/** Hand-off through a SynchronousQueue: the consumer mutates the item it
 *  took, the producer no longer touches it. */
public class SyncQueueHandoff {
    static class Item {
        int v;
    }

    public static void main(String[] args) throws Exception {
        SynchronousQueue<Item> q = new SynchronousQueue<>();
        int[] out = new int[1];
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    Item it = q.take();
                    it.v *= 2;
                    out[0] += it.v;
                }
            } catch (InterruptedException e) { }
        });
        consumer.start();
        for (int i = 1; i <= 3; i++) {
            Item it = new Item();
            it.v = i;
            q.put(it);
        }
        consumer.join();
        System.out.println(out[0]);
    }
}
