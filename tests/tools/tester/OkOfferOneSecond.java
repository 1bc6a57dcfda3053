import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/** Correct: main offers with a 1-second guard to a consumer that takes after
 *  a little work of its own. A guard that long times out only when nothing
 *  else can run; the JDK parks for what is left of the deadline (a little
 *  under 1 s), which was once taken for a poll that may time out at any
 *  decision ("offer timed out" reported). */
public class OkOfferOneSecond {
    public static void main(String[] args) throws Exception {
        SynchronousQueue<String> q = new SynchronousQueue<>();
        Object lock = new Object();
        Thread c = new Thread(() -> {
            try {
                int s = 0;
                for (int i = 0; i < 3; i++) {
                    synchronized (lock) {
                        s += i;
                    }
                    Thread.yield();
                }
                System.out.println("took " + q.take() + " " + s);
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        }, "consumer");
        c.start();
        boolean ok = q.offer("x", 1, TimeUnit.SECONDS);
        assert ok : "offer timed out";
        c.join();
    }
}
