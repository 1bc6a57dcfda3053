// race-free
/** join(timeout), then isAlive() checked before the result is read: seeing
 *  the thread terminated orders its writes before the read. */
public class JoinTimeoutChecked {
    static int value;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> value = 7);
        worker.start();
        worker.join(5000);
        if (worker.isAlive())
            worker.join();
        System.out.println(value);
    }
}
