/*
 * OkCLQueue -- CORRECT: two producers add to a ConcurrentLinkedQueue, a consumer polls
 * (yielding when it is empty) until both producers are done and the queue
 * is empty; nothing is lost. The polling consumer's cycles on the
 * schedule's path are not failures.
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
public class OkCLQueue {
    static final class Item { int v; Item(int v) { this.v = v; } }
    public static void main(String[] args) throws InterruptedException {
        ConcurrentLinkedQueue<Item> q = new ConcurrentLinkedQueue<>();
        AtomicInteger producing = new AtomicInteger(2);
        Runnable producer = () -> { q.add(new Item(1)); q.add(new Item(2)); producing.decrementAndGet(); };
        int[] sum = new int[1];
        Thread c = new Thread(() -> {
            while (true) {
                Item it = q.poll();
                if (it != null) { sum[0] += it.v; continue; }
                if (producing.get() == 0 && q.isEmpty()) break;
                Thread.yield();
            }
        }, "consumer");
        Thread p1 = new Thread(producer, "p1"), p2 = new Thread(producer, "p2");
        c.start(); p1.start(); p2.start();
        p1.join(); p2.join(); c.join();
        assert sum[0] == 6 : "sum " + sum[0];
        System.out.println("sum " + sum[0]);
    }
}
