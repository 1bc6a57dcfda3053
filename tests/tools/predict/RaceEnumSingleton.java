/** Racy: an enum singleton with a mutable counter, bumped by two threads
 *  without a lock (the enum makes the instance safe, not its fields). */
public class RaceEnumSingleton {
    enum Metrics {
        INSTANCE;

        private long requests;

        void request() {
            requests++;
        }

        long requests() {
            return requests;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> Metrics.INSTANCE.request());
        Thread b = new Thread(() -> Metrics.INSTANCE.request());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(Metrics.INSTANCE.requests() > 0 ? "counted" : "?");
    }
}
