// race-free
/** The main thread writes the data and then interrupts the worker; the
 *  interrupt happens-before the worker's detection of it (JLS 17.4.4). */
public class InterruptHandoff {
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
        data = 5;
        worker.interrupt();
        worker.join();
        System.out.println(got[0]);
    }
}
