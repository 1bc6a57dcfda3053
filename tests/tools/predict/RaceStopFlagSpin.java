/*
 * RaceStopFlagSpin -- BUG: the classic stop flag that is not volatile. A
 * worker spins on `stop` (an empty loop body) until main sets it: thousands
 * of reads of one variable in the observed run. The race on `stop` is
 * predicted and confirmed.
 *
 * The causal model's query for it has an event per read; Z3's dense
 * difference-logic solver, which it picked for such a query, is quadratic in
 * the events and did not heed the time limit: the query ran for minutes and
 * gigabytes (hunt 8). The sparse solver answers in a few seconds.
 */
public class RaceStopFlagSpin {
    static boolean stop;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            // bounded: HotSpot's JIT may hoist the plain read out of the
            // loop (the bug itself), and the test runs there too
            for (int n = 0; !stop && n < 50_000_000; n++) {
            }
        });
        w.start();
        stop = true;
        w.join();
        System.out.println("stopped");
    }
}
