// race: StopFlag.stop
/** A worker polls a plain (non-volatile) stop flag; main sets it. */
public class StopFlag {
    static boolean stop;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (!stop) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        worker.start();
        Thread.sleep(20);
        stop = true;
        worker.join();
        System.out.println("stopped");
    }
}
