/** Racy: statistics whose record() is static synchronized (the class's
 *  lock) but whose reset() forgot the keyword: the reset's write races with
 *  the recorder's read-modify-write. */
public class RaceStaticSyncReset {
    static class Stats {
        private static int n;

        static synchronized void record() {
            n++;
        }

        static void reset() {
            n = 0;
        }

        static synchronized int get() {
            return n;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread rec = new Thread(() -> { Stats.record(); Stats.record(); });
        Thread rst = new Thread(Stats::reset);
        rec.start();
        rst.start();
        rec.join();
        rst.join();
        System.out.println(Stats.get() >= 0 ? "ok" : "?");
    }
}
