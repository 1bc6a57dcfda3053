/*
 * OkPhaser -- CORRECT: BugPhaserEarlyArrive's twin: each worker writes, then
 * arriveAndAwaitAdvance, then reads the other's cell, then deregisters.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.Phaser;
public class OkPhaser {
    static final Phaser phaser = new Phaser(2);
    static final int[] data = new int[2];
    static void worker(int me) {
        data[me] = 10 * (me + 1);
        phaser.arriveAndAwaitAdvance();
        int other = data[1 - me];
        assert other == 10 * (2 - me) : "worker " + me + " saw " + other;
        phaser.arriveAndDeregister();
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> worker(0), "worker-0");
        Thread b = new Thread(() -> worker(1), "worker-1");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("terminated: " + phaser.isTerminated());
    }
}
