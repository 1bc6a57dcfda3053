import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/** LongAdder, LongAccumulator and DoubleAdder used as they are meant to be:
 *  workers add and accumulate, a reporter takes sumThenReset() (one atomic
 *  step per cell) and reads sum() and get() without acting on them, and
 *  main reads the totals after join. Nothing to report. */
public class OkAdders {
    static final LongAdder hits = new LongAdder();
    static final LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
    static final DoubleAdder weight = new DoubleAdder();
    static long drained;

    public static void main(String[] args) throws Exception {
        Thread[] workers = new Thread[3];
        for (int w = 0; w < workers.length; w++) {
            final int id = w;
            workers[w] = new Thread(() -> {
                for (int i = 0; i < 4; i++) {
                    hits.increment();
                    max.accumulate(id * 10 + i);
                    weight.add(0.5);
                }
            }, "worker-" + w);
        }
        Thread reporter = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                long seen = hits.sum();
                long best = max.get();
                if (seen < 0 || best > 100)
                    System.out.println("impossible");
                drained += hits.sumThenReset();
            }
        }, "reporter");
        for (Thread t : workers)
            t.start();
        reporter.start();
        for (Thread t : workers)
            t.join();
        reporter.join();
        System.out.println((drained + hits.sum()) + " " + max.get() + " " + weight.sum());
    }
}
