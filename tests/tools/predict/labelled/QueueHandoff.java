import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

// race-free
/** Producer fills mutable messages and hands them over through a
 *  BlockingQueue, never touching them again; a poison pill ends it. */
public class QueueHandoff {
    static class Msg {
        int id;
        String body;
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Msg> q = new LinkedBlockingQueue<>();
        int[] total = new int[1];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 4; i++) {
                    Msg m = new Msg();
                    m.id = i;
                    m.body = "x".repeat(i);
                    q.put(m);
                }
                q.put(new Msg());
            } catch (InterruptedException e) {
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (Msg m = q.take(); m.id != 0; m = q.take())
                    total[0] += m.id + m.body.length();
            } catch (InterruptedException e) {
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(total[0]);
    }
}
