// race-free
/** A worker polls a volatile running flag and counts its rounds in a plain
 *  field that main reads after join. */
public class VolatileStop {
    static volatile boolean running = true;
    static int rounds;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (running) {
                rounds++;
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        worker.start();
        Thread.sleep(20);
        running = false;
        worker.join();
        System.out.println("stopped");
    }
}
