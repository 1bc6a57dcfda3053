/* A worker fills 11,000 cells of an array under a lock while another
 * thread stands by; main joins the worker but not the second thread, and
 * asserts the second thread's work is done: a schedule that runs main
 * first fails. Each release is a decision, and once main's unlocked read of
 * the cells has made the array racy, each cell's write is one too: 22,000
 * decisions in a run, more than maxDepth's default 20,000. Every schedule
 * was cut there, before the assertion (0 failures in 60,004 schedules);
 * now every schedule may run four times as long as the longest that ended
 * (tester.c depth_bound). */
public class BugAfterLongRun {
    static final Object lock = new Object();
    static final int[] cells = new int[11_000];
    static boolean helperDone;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < cells.length; i++)
                synchronized (lock) {
                    cells[i] = i;
                }
        });
        Thread helper = new Thread(() -> helperDone = true);
        worker.start();
        helper.start();
        worker.join();
        assert helperDone : "the helper has not finished";
        System.out.println(cells[cells.length - 1]);
    }
}
