/*
 * BugSleepOrder -- BUG: main sleeps 100 ms instead of waiting for the loader thread,
 * then uses what the loader sets.
 *
 * A sleep is a plain scheduling point for the tester (it may end at any
 * decision, whatever its length): the loader need not have run.
 *
 * Tester:
 *   uncaught exception: java.lang.NullPointerException
 */
public class BugSleepOrder {
    static int[] config;
    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> { config = new int[] { 42 }; }, "loader");
        loader.start();
        Thread.sleep(100);                 // BUG: sleeping is not waiting for the loader
        int v = config[0];
        System.out.println("config " + v);
    }
}
