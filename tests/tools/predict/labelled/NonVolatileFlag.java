// race: NonVolatileFlag.ready
// race: NonVolatileFlag.data
/** Message passing through a plain (non-volatile) ready flag: the flag and
 *  the data it guards both race. The reader checks once after a sleep. */
public class NonVolatileFlag {
    static boolean ready;
    static int data;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread writer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        Thread reader = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
            }
            if (ready)
                seen[0] = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("done");
    }
}
