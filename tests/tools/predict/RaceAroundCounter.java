/** Racy: both threads bump a counter under a lock (correct), and one writes
 *  a status field before its section, the other after its section, with
 *  no lock: the lock's sections can run in either order, so the two status
 *  writes can meet. Observed: the first thread's section first. */
public class RaceAroundCounter {
    static final Object lock = new Object();
    static int count;
    static String status = "idle";

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            status = "starting";
            synchronized (lock) {
                count++;
            }
        });
        Thread b = new Thread(() -> {
            synchronized (lock) {
                count++;
            }
            status = "finished";
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(count);
    }
}
