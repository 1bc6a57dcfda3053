// race: RacyPublishImmutable.origin
/** An immutable Point (final fields) published through a plain static: the
 *  final fields are safe, the reference itself races. */
public class RacyPublishImmutable {
    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static Point origin;

    public static void main(String[] args) throws Exception {
        int[] sum = new int[1];
        Thread writer = new Thread(() -> origin = new Point(1, 2));
        Thread reader = new Thread(() -> {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
            }
            Point p = origin;
            if (p != null)
                sum[0] = p.x + p.y;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("done");
    }
}
