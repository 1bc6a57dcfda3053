// race: LongWork.progress
/** A reporter reads the progress field right away; the worker stores it only
 *  after a long computation, so in the observed run they are far apart. */
public class LongWork {
    static int progress;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread worker = new Thread(() -> {
            long h = 7;
            for (int i = 0; i < 200000; i++)
                h = h * 31 + i;
            progress = h == 0 ? 99 : 100;
        });
        Thread reporter = new Thread(() -> seen[0] = progress);
        worker.start();
        reporter.start();
        worker.join();
        reporter.join();
        System.out.println("done");
    }
}
