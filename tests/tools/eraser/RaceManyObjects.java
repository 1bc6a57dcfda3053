/** One thread writes a field of thousands of objects, again and again (the
 * interpreter skips the repeats, keeping the skips in the objects); another
 * then writes some of them with no order between the two: every skip must
 * end at the switch between them, so the race is seen. */
public class RaceManyObjects {
    static final class Cell { int v; }

    static final Cell[] cells = new Cell[5000];

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < cells.length; i++)
            cells[i] = new Cell();
        Thread a = new Thread(() -> {
            for (int round = 0; round < 3; round++)
                for (Cell c : cells)
                    c.v += round;
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < cells.length; i += 1000)
                cells[i].v = -1;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
