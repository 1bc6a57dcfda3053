/*
 * OkStopCounter -- correct: a worker counts in an AtomicInteger until main
 * sets a volatile stop flag; one counts into its own AtomicLong with a plain
 * local beside it; one yields each turn while main waits to see it count.
 *
 * Every turn of these loops writes the heap, so the rules for a spin that
 * writes nothing did not apply: each schedule that delayed main ran the
 * workers to maxDepth, and the search of the first alone (10 lines, hunt 6)
 * never ended. A thread whose turn repeats, at the same place, reading and
 * writing the same variables, 16 times in a row, is now set aside until
 * another thread touches them, and sampled schedules let it yield to the
 * others (main's sleep among them) instead of running it to maxDepth.
 *
 * Tester: nothing (the search ends).
 */
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

public class OkStopCounter {
    static volatile boolean stop, stop2;
    static final AtomicInteger progress = new AtomicInteger();
    static final AtomicLong mine = new AtomicLong();
    static final AtomicInteger ticks = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            while (!stop)
                progress.incrementAndGet();
        }, "worker");
        Thread own = new Thread(() -> {
            long n = 0;
            while (!stop) {
                n++;
                mine.set(n);
            }
        }, "own");
        w.start();
        own.start();
        Thread.sleep(1);
        stop = true;
        w.join();
        own.join();

        Thread ticker = new Thread(() -> {
            while (!stop2) {
                ticks.incrementAndGet();
                Thread.yield();
            }
        }, "ticker");
        ticker.start();
        while (ticks.get() < 2)
            Thread.yield();
        stop2 = true;
        ticker.join();
        System.out.println(progress.get() >= 0 && mine.get() >= 0 && ticks.get() >= 2);
    }
}
