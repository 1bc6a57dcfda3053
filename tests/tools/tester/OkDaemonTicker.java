/*
 * OkDaemonTicker -- correct: a daemon heartbeat counts and sleeps for ever
 * while two workers add to a counter under a lock and main checks it.
 *
 * Each turn of the heartbeat writes the heap and sleeps, so every schedule
 * that let it run ran it to maxDepth, and the search stopped at the time
 * limit (hunt 7, RDaemonTicker). It is set aside as a counting loop after
 * 16 repeated turns (OkStopCounter), and the search ends.
 *
 * Tester: nothing (the search ends).
 */
import java.util.concurrent.atomic.AtomicLong;

public class OkDaemonTicker {
    static final AtomicLong ticks = new AtomicLong();
    static final Object lock = new Object();
    static int counter;

    public static void main(String[] args) throws Exception {
        Thread heartbeat = new Thread(() -> {
            while (true) {
                ticks.incrementAndGet();
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "heartbeat");
        heartbeat.setDaemon(true);
        heartbeat.start();
        Thread a = new Thread(() -> {
            synchronized (lock) {
                counter++;
            }
        }, "a");
        Thread b = new Thread(() -> {
            synchronized (lock) {
                counter++;
            }
        }, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter == 2;
        System.out.println("done");
    }
}
