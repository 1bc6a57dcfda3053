import java.util.concurrent.Phaser;

// race-free
/** Two workers alternate writing and reading a shared array over rounds
 *  separated by Phaser.arriveAndAwaitAdvance. */
public class PhaserRounds {
    static final int[] cell = new int[2];

    public static void main(String[] args) throws Exception {
        Phaser ph = new Phaser(2);
        int[] out = new int[2];
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 3; round++) {
                    cell[me] = round + me;
                    ph.arriveAndAwaitAdvance();
                    out[me] += cell[1 - me];
                    ph.arriveAndAwaitAdvance();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(out[0] + out[1]);
    }
}
