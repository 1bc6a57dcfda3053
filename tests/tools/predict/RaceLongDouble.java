/** Racy: a worker stores a long timestamp and a double ratio (non-volatile,
 *  so even tearing is allowed) and a static status; main reads all three
 *  after start() and before join() (the sleep orders nothing). */
public class RaceLongDouble {
    static long stamp;
    static double ratio;
    static String status = "new";

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            stamp = 1234567890123L;
            ratio = 0.75;
            status = "done";
        });
        w.start();
        Thread.sleep(20);
        long s = stamp;
        double r = ratio;
        String st = status;
        w.join();
        System.out.println(s >= 0 && r >= 0 && st != null ? "read" : "?");
    }
}
