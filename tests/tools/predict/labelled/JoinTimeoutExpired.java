// race: JoinTimeoutExpired.value
/** join(10) gives up before the slow worker stores its value; main reads the
 *  value anyway. */
public class JoinTimeoutExpired {
    static int value;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
            }
            value = 1;
        });
        worker.start();
        worker.join(10);
        int v = value;
        worker.join();
        System.out.println(v >= 0 ? "done" : "?");
    }
}
