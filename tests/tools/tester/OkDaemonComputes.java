/** A daemon thread computes for ever in its locals, touching nothing
 *  shared, while main and a worker share a counter under a lock: the
 *  program ends when main does (the daemon does not keep it alive). The
 *  tester decides only where threads touch what others see; once the
 *  daemon ran, it never got to such a place, and main never ran again:
 *  every schedule ran to the time limit. Nothing to report. */
public class OkDaemonComputes {
    static final Object lock = new Object();
    static int count;
    static long sink;

    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread(() -> {
            long x = 1;
            while (x != 0)
                x = x * 6364136223846793005L + 1442695040888963407L;
            sink = x;
        }, "cruncher");
        daemon.setDaemon(true);
        daemon.start();
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                count++;
            }
        }, "worker");
        worker.start();
        synchronized (lock) {
            count++;
        }
        worker.join();
        assert count == 2 : "count " + count;
        System.out.println("count " + count);
    }
}
