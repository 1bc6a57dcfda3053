import java.util.concurrent.Exchanger;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;

/** Correct: data handed over by an Exchanger, phases ordered by a Phaser,
 *  a semaphore used as a signal. */
public class OkPhaserExchanger {
    static int[] board = new int[2];
    static int signalled;

    public static void main(String[] args) throws Exception {
        Exchanger<int[]> ex = new Exchanger<>();
        Phaser phaser = new Phaser(2);
        Semaphore ready = new Semaphore(0);
        int[] got = new int[1];
        Thread t = new Thread(() -> {
            try {
                int[] mine = {5};
                int[] theirs = ex.exchange(mine);
                got[0] = theirs[0];
                board[1] = 1;
                phaser.arriveAndAwaitAdvance();
                got[0] += board[0];
                signalled = 7;
                ready.release();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        int[] theirs = ex.exchange(new int[] {9});
        board[0] = 2;
        phaser.arriveAndAwaitAdvance();
        int b = board[1];
        ready.acquire();
        int s = signalled;
        t.join();
        System.out.println(theirs[0] + " " + got[0] + " " + b + " " + s);
    }
}
