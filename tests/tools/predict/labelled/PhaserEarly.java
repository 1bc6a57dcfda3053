import java.util.concurrent.Phaser;

// race: PhaserEarly.result
/** The worker arrives at the phaser before storing its result; main's
 *  awaitAdvance orders nothing about it. */
public class PhaserEarly {
    static int result;

    public static void main(String[] args) throws Exception {
        Phaser ph = new Phaser(2);
        Thread w = new Thread(() -> {
            int v = 6 * 7;
            ph.arriveAndDeregister();
            result = v;
        });
        w.start();
        ph.arriveAndAwaitAdvance();
        int r = result;
        w.join();
        System.out.println(r >= 0 ? "done" : "?");
    }
}
