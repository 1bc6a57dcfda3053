// race: VolatileLate.data
/** The writer publishes through a volatile flag, then writes data again
 *  after the flag. */
public class VolatileLate {
    static volatile boolean ready;
    static int data;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread reader = new Thread(() -> {
            while (!ready) Thread.yield();
            seen[0] = data;
        });
        reader.start();
        data = 1;
        ready = true;
        data = 2;
        reader.join();
        System.out.println("done");
    }
}
