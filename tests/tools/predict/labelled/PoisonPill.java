import java.util.concurrent.ArrayBlockingQueue;

// race-free
/** Producer/consumer over an ArrayBlockingQueue ended by a poison pill;
 *  the consumer's totals are read after join. */
public class PoisonPill {
    static long total;

    public static void main(String[] args) throws Exception {
        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(2);
        Thread consumer = new Thread(() -> {
            try {
                int v;
                while ((v = q.take()) >= 0) total += v;
            } catch (InterruptedException e) { }
        });
        consumer.start();
        for (int i = 0; i < 10; i++) q.put(i);
        q.put(-1);
        consumer.join();
        System.out.println(total);
    }
}
