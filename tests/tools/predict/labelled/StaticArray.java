// race: StaticArray.slots[2]
/** Threads own slots of a static array, except that the auditor reads slot 2,
 *  which the second worker writes; the auditor sleeps first. */
public class StaticArray {
    static int[] slots = new int[4];

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread w0 = new Thread(() -> slots[0] = 10);
        Thread w1 = new Thread(() -> slots[2] = 20);
        Thread auditor = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
            }
            seen[0] = slots[2];
        });
        w0.start();
        w1.start();
        auditor.start();
        w0.join();
        w1.join();
        auditor.join();
        System.out.println(slots[0]);
    }
}
