/*
 * OkSyncQueuePoison -- CORRECT: a SynchronousQueue hand-off to a worker that answers on a
 * LinkedBlockingQueue, ended by a poison value.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
public class OkSyncQueuePoison {
    static final SynchronousQueue<Integer> hand = new SynchronousQueue<>();
    static final LinkedBlockingQueue<Integer> out = new LinkedBlockingQueue<>();
    public static void main(String[] args) throws InterruptedException {
        Thread c = new Thread(() -> {
            try {
                int v;
                while ((v = hand.take()) >= 0) out.put(v * 2);
                out.put(-1);
            } catch (InterruptedException e) { throw new IllegalStateException(e); }
        }, "doubler");
        c.start();
        hand.put(1); hand.put(2); hand.put(-1);
        int sum = 0, v;
        while ((v = out.take()) >= 0) sum += v;
        c.join();
        assert sum == 6 : "sum " + sum;
        System.out.println("sum " + sum);
    }
}
