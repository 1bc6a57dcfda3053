// race-free
/** An immutable object with final fields built before start; the threads
 *  only read it. */
public class FinalFieldsStart {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
    }

    static Point origin;

    public static void main(String[] args) throws Exception {
        origin = new Point(3, 4);
        int[] out = new int[2];
        Thread a = new Thread(() -> out[0] = origin.x + origin.y);
        Thread b = new Thread(() -> out[1] = origin.x * origin.y);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
