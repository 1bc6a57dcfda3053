/** Bug after a long computation: the worker sums an array (no
 *  synchronisation, nothing shared written) before it claims; claim() checks
 *  and acts in two critical sections, so main and the worker can both win.
 *  The sum is longer than terminateAfter heap accesses (the .opts lowers it),
 *  and was cut as a possible livelock in every schedule: the bug after it
 *  was never found. A block that works through memory is now let go on. */
public class BugAfterLongBlock {
    static final Object lock = new Object();
    static String owner;
    static int wins;
    static final int[] data = new int[8000];

    static void claim(String me) {
        boolean free;
        synchronized (lock) {
            free = owner == null;
        }
        if (free)
            synchronized (lock) {
                owner = me;
                wins++;
            }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            long s = 0;
            for (int i = 0; i < data.length; i++)
                s += data[i];
            claim("worker" + s);
        }, "worker");
        w.start();
        claim("main");
        w.join();
        assert wins == 1 : "two winners";
        System.out.println("one winner");
    }
}
