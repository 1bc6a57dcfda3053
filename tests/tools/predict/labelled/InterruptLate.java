// race: InterruptLate.data
/** The main thread interrupts the worker and only then writes the data the
 *  worker reads when it sees the interrupt. */
public class InterruptLate {
    static int data;

    public static void main(String[] args) throws Exception {
        int[] got = new int[1];
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(10000);
            } catch (InterruptedException e) {
                got[0] = data;
            }
        });
        worker.start();
        worker.interrupt();
        data = 5;
        worker.join();
        System.out.println("done");
    }
}
