// race-free
/** DataRaceBench reduction done right: each thread sums into a local and
 *  stores it in its own slot; main combines after join. */
public class DrbLocalSum {
    static long[] partial = new long[2];

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[2];
        for (int t = 0; t < 2; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                long s = 0;
                for (int i = id * 50; i < (id + 1) * 50; i++)
                    s += i;
                partial[id] = s;
            });
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(partial[0] + partial[1]);
    }
}
