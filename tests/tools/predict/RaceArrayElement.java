/** Racy: both workers write cells[2] of the board; every other cell is owned by one worker. */
public class RaceArrayElement {
    static class Board {
        int[] cells = new int[4];
    }

    public static void main(String[] args) throws Exception {
        Board board = new Board();
        Thread a = new Thread(() -> { board.cells[0] = 1; board.cells[2] = 1; });
        Thread b = new Thread(() -> { board.cells[1] = 2; board.cells[2] = 2; });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done"); // the cells depend on the race
    }
}
