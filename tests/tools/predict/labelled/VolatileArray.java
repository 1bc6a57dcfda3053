// race: VolatileArray.table[0]
/** The array reference is volatile, its elements are not: publishing the
 *  array through it orders nothing about later element writes. */
public class VolatileArray {
    static volatile int[] table = new int[2];

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread writer = new Thread(() -> table[0] = 1);
        Thread reader = new Thread(() -> {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
            }
            seen[0] = table[0];
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("done");
    }
}
