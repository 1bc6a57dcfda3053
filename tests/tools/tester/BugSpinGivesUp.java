/*
 * BugSpinGivesUp -- BUG: main waits for the worker's flag by spinning at most
 * three turns, then goes on as if the worker had run.
 *
 * On a real machine the worker has often not even started after three
 * turns. The tester sets a thread that spins counting its turns aside only
 * after 16 repeated blocks, so a spin that gives up sooner is searched as it
 * runs (the default schedule, which runs main on, meets the failure).
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: gave up waiting
 */
public class BugSpinGivesUp {
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> ready = true, "worker");
        worker.start();
        int n = 0;
        while (!ready && ++n < 3) {
            // BUG: three turns are no guarantee
        }
        assert ready : "gave up waiting";
        worker.join();
        System.out.println("ready");
    }
}
