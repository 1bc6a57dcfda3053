/** Racy: a daemon heartbeat thread bumps a plain counter forever (with
 *  sleeps); main reads it while the heartbeat runs and then exits without
 *  stopping it. */
public class RaceDaemonHeartbeat {
    static long beats;

    public static void main(String[] args) throws Exception {
        Thread hb = new Thread(() -> {
            for (;;) {
                beats++;
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        hb.setDaemon(true);
        hb.start();
        Thread.sleep(30);
        long b = beats;
        System.out.println(b >= 0 ? "alive" : "?");
    }
}
