import java.util.concurrent.locks.StampedLock;

/*
 * OkStampedOptimistic -- correct: StampedLock's own example (its javadoc's
 * Point): a writer moves the point under the write lock; a reader reads x
 * and y optimistically and uses them only when validate says no write came
 * in between, else reads them again under the read lock.
 *
 * The optimistic reads race with the writes (the JMM calls them races, and
 * what they read may be torn), but the validate throws such values away:
 * predict reports nothing, also with `unconfirmed` (before, both fields
 * were reported as races, confirmed by re-execution). Without the validate
 * it is a race (tests/tools/predict/labelled/StampedNoValidate).
 */
public class OkStampedOptimistic {
    static class Point {
        private double x, y;
        private final StampedLock sl = new StampedLock();

        void move(double dx, double dy) {
            long stamp = sl.writeLock();
            try {
                x += dx;
                y += dy;
            } finally {
                sl.unlockWrite(stamp);
            }
        }

        double distanceFromOrigin() {
            long stamp = sl.tryOptimisticRead();
            double cx = x, cy = y;
            if (!sl.validate(stamp)) {
                stamp = sl.readLock();
                try {
                    cx = x;
                    cy = y;
                } finally {
                    sl.unlockRead(stamp);
                }
            }
            return Math.sqrt(cx * cx + cy * cy);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Point p = new Point();
        double[] seen = new double[1];
        Thread writer = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                p.move(3, 4);
        });
        Thread reader = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                seen[0] = Math.max(seen[0], p.distanceFromOrigin());
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(p.distanceFromOrigin() + " " + (seen[0] <= 15));
    }
}
