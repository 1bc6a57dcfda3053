/** Racy: the reader's section reads the flag the writer set in its first
 *  section, which orders the writer's first section before it, but not what
 *  the writer does after that section (y = 1), however late its next
 *  section on the same lock comes. */
public class RaceLaterSection {
    static final Object lock = new Object();
    static boolean flag;
    static int y, z;

    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> {
            synchronized (lock) {
                flag = true;
            }
            y = 1;
            synchronized (lock) {
                z++;
            }
        });
        Thread reader = new Thread(() -> {
            boolean f;
            synchronized (lock) {
                f = flag;
            }
            if (f)
                y = 2;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(y == 1 || y == 2 ? "y written" : "y lost"); // which write wins is the race
    }
}
