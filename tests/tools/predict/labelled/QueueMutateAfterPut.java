import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

// race: QueueMutateAfterPut$Msg.text
/** The producer keeps changing a message after handing it over through a
 *  BlockingQueue; the consumer reads it. */
public class QueueMutateAfterPut {
    static class Msg {
        String text;

        Msg(String text) {
            this.text = text;
        }
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Msg> q = new ArrayBlockingQueue<>(1);
        int[] len = new int[1];
        Thread producer = new Thread(() -> {
            Msg m = new Msg("hello");
            try {
                q.put(m);
            } catch (InterruptedException e) {
                return;
            }
            m.text = "bye";
        });
        Thread consumer = new Thread(() -> {
            try {
                len[0] = q.take().text.length();
            } catch (InterruptedException e) {
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("done");
    }
}
