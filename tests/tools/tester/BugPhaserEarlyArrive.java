/*
 * BugPhaserEarlyArrive -- BUG: a Phaser party arrives before writing the data it stands for.
 *
 * worker-0 calls arrive() and only then writes data[0]; worker-1 waits for the
 * phase to advance and reads data[0], which may not be written yet.
 *
 * Tester: worker-1's assertion:
 *   uncaught exception: java.lang.AssertionError: worker 1 saw data[0] = 0
 */
import java.util.concurrent.Phaser;
public class BugPhaserEarlyArrive {
    static final Phaser phaser = new Phaser(2);
    static final int[] data = new int[2];
    static void worker(int me) {
        if (me == 0) {
            phaser.arrive();                 // BUG: arrives before its data is written
            data[0] = 10;
        } else {
            data[1] = 20;
            phaser.arriveAndAwaitAdvance();
            int seen = data[0];
            assert seen == 10 : "worker 1 saw data[0] = " + seen;
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> worker(0), "worker-0");
        Thread b = new Thread(() -> worker(1), "worker-1");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done");
    }
}
