// race: JoinTimeoutEnded.value
/** join(5000) returns because the worker ended in the observed run, but main
 *  does not check isAlive(): a schedule that delays the worker past the
 *  timeout makes main read while the worker writes. */
public class JoinTimeoutEnded {
    static int value;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> value = 1);
        worker.start();
        worker.join(5000);
        int v = value;
        worker.join();
        System.out.println(v >= 0 ? "done" : "?");
    }
}
