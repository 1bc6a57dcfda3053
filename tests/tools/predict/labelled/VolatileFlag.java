// race-free
/** Message passing through a volatile flag: the data written before the
 *  volatile store is visible after the volatile load that sees it. */
public class VolatileFlag {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) throws Exception {
        int[] got = new int[1];
        Thread reader = new Thread(() -> {
            while (!ready)
                Thread.onSpinWait();
            got[0] = data;
        });
        Thread writer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        reader.start();
        writer.start();
        reader.join();
        writer.join();
        System.out.println(got[0]);
    }
}
