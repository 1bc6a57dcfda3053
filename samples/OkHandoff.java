import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * OkHandoff -- CORRECT (for Eraser): objects change owner without locks on
 * their fields, through happens-before hand-offs.
 *
 * main fills the orders before starting the threads (Thread.start). The
 * producer writes each order's fields with no lock and passes it through a
 * BlockingQueue; the consumer, now its only user, writes the total and passes
 * it on through a second queue; main reads the results after join(). Each
 * field is used by one thread at a time, so no lock is needed.
 *
 * Eraser: nothing, on every seed (its ownership hand-off follows start/join and
 * the queues' synchronisation). Tester (later): no assertion failure.
 */
public class OkHandoff {
    static final class Order {
        final int id;
        int quantity;
        int unitPrice;
        int total;

        Order(int id) { this.id = id; }
    }

    static final Order POISON = new Order(-1);

    public static void main(String[] args) throws InterruptedException {
        Order[] orders = new Order[40];
        for (int i = 0; i < orders.length; i++)
            orders[i] = new Order(i);                    // handed over by start()

        BlockingQueue<Order> toPrice = new ArrayBlockingQueue<>(4);
        BlockingQueue<Order> priced = new ArrayBlockingQueue<>(orders.length);
        Thread producer = new Thread(() -> {
            try {
                for (Order o : orders) {
                    o.quantity = o.id % 5 + 1;          // no lock: only this thread has it
                    o.unitPrice = 10 + o.id;
                    toPrice.put(o);                      // hand-off to the consumer
                }
                toPrice.put(POISON);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            try {
                for (Order o = toPrice.take(); o != POISON; o = toPrice.take()) {
                    o.total = o.quantity * o.unitPrice;  // now the consumer's
                    priced.put(o);
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "consumer");
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();

        long sum = 0;
        for (Order o : priced)                           // read after join()
            sum += o.total;
        assert priced.size() == orders.length : "orders lost";
        System.out.println(priced.size() + " orders, total " + sum);
    }
}
