/*
 * OkBarrierRows -- CORRECT: two threads compute a grid row by row, meeting at a
 * CyclicBarrier between rows; each reads the other's cell of the row before.
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
import java.util.concurrent.CyclicBarrier;
public class OkBarrierRows {
    public static void main(String[] args) throws Exception {
        int[][] g = new int[3][2];
        g[0][0] = 1; g[0][1] = 2;
        CyclicBarrier b = new CyclicBarrier(2);
        Thread[] ts = new Thread[2];
        for (int c = 0; c < 2; c++) {
            int col = c;
            ts[c] = new Thread(() -> {
                try {
                    for (int row = 1; row < 3; row++) {
                        g[row][col] = g[row - 1][0] + g[row - 1][1];
                        b.await();
                    }
                } catch (Exception e) { throw new IllegalStateException(e); }
            }, "col-" + c);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        assert g[2][0] == 6 && g[2][1] == 6 : g[2][0] + " " + g[2][1];
        System.out.println(g[2][0] + " " + g[2][1]);
    }
}
