/** Racy: both workers write rows[1][2] of a grid (an array held in an array
 *  held in a field); rows[0][0] is bumped under the class lock. */
public class Race2D {
    static class Grid {
        int[][] rows = new int[3][3];
    }
    static Grid grid = new Grid();
    static synchronized void bump() { grid.rows[0][0]++; }
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { bump(); grid.rows[1][2] = 1; });
        Thread b = new Thread(() -> { bump(); grid.rows[1][2] = 2; });
        a.start(); b.start(); a.join(); b.join();
        System.out.println(grid.rows[1][2] > 0);
    }
}
