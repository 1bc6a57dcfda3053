/** Correct: a one-slot buffer handed over with wait/notify; the item's
 *  fields are written before put and read after take, outside the lock. */
public class OkWaitNotify {
    static class Item {
        int value;
    }

    static final Object lock = new Object();
    static Item slot;

    static void put(Item it) throws InterruptedException {
        synchronized (lock) {
            while (slot != null)
                lock.wait();
            slot = it;
            lock.notifyAll();
        }
    }

    static Item take() throws InterruptedException {
        synchronized (lock) {
            while (slot == null)
                lock.wait();
            Item it = slot;
            slot = null;
            lock.notifyAll();
            return it;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread consumer = new Thread(() -> {
            try {
                int sum = 0;
                for (int i = 0; i < 3; i++)
                    sum += take().value;
                System.out.println(sum);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        for (int i = 1; i <= 3; i++) {
            Item it = new Item();
            it.value = i;
            put(it);
        }
        consumer.join();
    }
}
