import java.util.ArrayDeque;

/** Correct: a queue guarded by the application's own lock hands items over;
 *  their fields are written before the put and read after the take, outside
 *  the lock. */
public class OkLockHandoff {
    static class Msg {
        String text;
        int n;
    }

    static final Object lock = new Object();
    static final ArrayDeque<Msg> queue = new ArrayDeque<>();
    static boolean done;

    public static void main(String[] args) throws Exception {
        Thread consumer = new Thread(() -> {
            int total = 0;
            for (;;) {
                Msg m;
                synchronized (lock) {
                    m = queue.poll();
                    if (m == null && done)
                        break;
                }
                if (m == null) {
                    Thread.yield();
                    continue;
                }
                total += m.n + m.text.length();
            }
            System.out.println(total);
        });
        consumer.start();
        for (int i = 0; i < 5; i++) {
            Msg m = new Msg();
            m.text = "m" + i;
            m.n = i;
            synchronized (lock) {
                queue.add(m);
            }
        }
        synchronized (lock) {
            done = true;
        }
        consumer.join();
    }
}
