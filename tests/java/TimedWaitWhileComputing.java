import java.util.concurrent.*;

/** A timed wait does not end early while another thread computes: the VM's
 *  deterministic clock must not run ahead of real time on tight loops, or a
 *  correct program's time-out fires (hunt 7: Future.get(3 s) timed out after
 *  1.07 s of real time). The task below takes about half a second on Rivet
 *  and a few milliseconds on HotSpot; the time-outs are three times that. */
public class TimedWaitWhileComputing {
    static int counter;

    static int work() {
        for (int i = 0; i < 40_000_000; i++)
            counter++;
        return counter;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> f = pool.submit(TimedWaitWhileComputing::work);
        try {
            System.out.println("future: " + f.get(1500, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            System.out.println("future: timed out");
        }
        pool.shutdown();
        System.out.println("pool ended: " + pool.awaitTermination(10, TimeUnit.SECONDS));

        counter = 0;
        Thread t = new Thread(TimedWaitWhileComputing::work);
        t.start();
        t.join(1500);
        System.out.println("join(1500): " + (t.isAlive() ? "still running" : "ended, " + counter));
        t.join();

        counter = 0;
        CountDownLatch done = new CountDownLatch(1);
        new Thread(() -> {
            work();
            done.countDown();
        }).start();
        System.out.println("latch: " + (done.await(1500, TimeUnit.MILLISECONDS) ? "counted down, " + counter : "timed out"));
    }
}
