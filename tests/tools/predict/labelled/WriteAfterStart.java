// race: WriteAfterStart.verbose
/** The main thread sets an option after starting the worker that reads it:
 *  start orders only what main wrote before start(). */
public class WriteAfterStart {
    static boolean verbose;

    public static void main(String[] args) throws Exception {
        int[] lines = new int[1];
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                if (verbose)
                    lines[0]++;
            }
        });
        worker.start();
        verbose = true;
        worker.join();
        System.out.println("done");
    }
}
