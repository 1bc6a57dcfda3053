/** Two threads increment a field of each of 2000 objects with no lock: the
 *  same race on every object, made by the same code. One report, not one
 *  per object (there were 2000 identical ones). */
public class RaceManyBoxes {
    static final class Box { int v; }

    public static void main(String[] args) throws Exception {
        Box[] boxes = new Box[2000];
        for (int i = 0; i < boxes.length; i++)
            boxes[i] = new Box();
        Runnable r = () -> {
            for (Box b : boxes)
                b.v++;
        };
        Thread t1 = new Thread(r, "t1"), t2 = new Thread(r, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
