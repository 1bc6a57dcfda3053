import java.util.concurrent.*;

/** A timed wait does not end early while another thread computes: the VM's
 *  deterministic clock must not run ahead of real time on tight loops, or a
 *  correct program's time-out fires (hunt 7: Future.get(3 s) timed out after
 *  1.07 s of real time). The task below takes about half a second on Rivet
 *  and a few milliseconds on HotSpot; the time-outs are three times that.
 *  Each phase counts in a box of its own, read by main only after an edge
 *  that orders it (get, join, await), so the tools have nothing to report. */
public class TimedWaitWhileComputing {
    static final class Box {
        int n;
    }

    static int work(Box b) {
        for (int i = 0; i < 40_000_000; i++)
            b.n++;
        return b.n;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Box b1 = new Box();
        Future<Integer> f = pool.submit(() -> work(b1));
        try {
            System.out.println("future: " + f.get(1500, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            System.out.println("future: timed out");
        }
        pool.shutdown();
        System.out.println("pool ended: " + pool.awaitTermination(10, TimeUnit.SECONDS));

        Box b2 = new Box();
        Thread t = new Thread(() -> work(b2));
        t.start();
        t.join(1500);
        System.out.println("join(1500): " + (t.isAlive() ? "still running" : "ended"));
        t.join();
        System.out.println("joined: " + b2.n);

        Box b3 = new Box();
        CountDownLatch done = new CountDownLatch(1);
        new Thread(() -> {
            work(b3);
            done.countDown();
        }).start();
        System.out.println("latch: " + (done.await(1500, TimeUnit.MILLISECONDS) ? "counted down, " + b3.n : "timed out"));
    }
}
