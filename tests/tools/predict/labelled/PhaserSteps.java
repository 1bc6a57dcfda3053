import java.util.concurrent.Phaser;

// race-free
/** Two parties step through phases with a Phaser; in each phase a thread
 *  reads what the other wrote in the previous phase and writes its own cell. */
public class PhaserSteps {
    static int[] cell = new int[2];
    static int[] last = new int[2];

    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(2);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int step = 1; step <= 3; step++) {
                    cell[id] = step * 10 + id;
                    phaser.arriveAndAwaitAdvance();
                    last[id] = cell[1 - id];
                    phaser.arriveAndAwaitAdvance();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(last[0] + " " + last[1]);
    }
}
