/** A lost update between main and a worker while a daemon computes for
 *  ever in its locals: the tester must still explore main and the worker
 *  (the daemon, once running, never reached a decision and kept them from
 *  running again). */
public class BugWhileDaemonComputes {
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
        Thread worker = new Thread(() -> count++, "worker");
        worker.start();
        count++;
        worker.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
