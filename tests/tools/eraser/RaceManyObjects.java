/** One thread writes a field of thousands of objects, again and again (the
 * interpreter skips the repeats, keeping the skips in the objects); another
 * then writes some of them with no order between the two: every skip must
 * end at the switch between them, so each race is seen. */
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
            /* five writes at five places: five reports (one report covers
             * the same race on many objects from the same code) */
            cells[0].v = -1;
            cells[1000].v = -2;
            cells[2000].v = -3;
            cells[3000].v = -4;
            cells[4000].v = -5;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
