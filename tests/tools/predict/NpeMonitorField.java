/** Null dereference through a monitor: a worker synchronizes on a lock
 *  object held in a field, which a reconfiguration sets to null (and later
 *  replaces). Observed: the worker first. */
public class NpeMonitorField {
    static Object guard = new Object();
    static int work;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            if (guard != null) {
                synchronized (guard) {
                    work++;
                }
            }
        });
        Thread reconf = new Thread(() -> guard = null);
        worker.start();
        reconf.start();
        worker.join();
        reconf.join();
        System.out.println("reconfigured");
    }
}
