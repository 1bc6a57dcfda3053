import java.util.ArrayList;
import java.util.List;

// race-free
/** A job list guarded by its monitor: two workers wait for jobs, main adds
 *  them with notifyAll, then a stop flag (also under the monitor). */
public class NotifyAllWorkers {
    static final List<Integer> jobs = new ArrayList<>();
    static boolean closed;
    static int done;

    static void worker() {
        while (true) {
            int j;
            synchronized (jobs) {
                while (jobs.isEmpty() && !closed) {
                    try { jobs.wait(); } catch (InterruptedException e) { return; }
                }
                if (jobs.isEmpty()) return;
                j = jobs.remove(0);
                done += j;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(NotifyAllWorkers::worker), b = new Thread(NotifyAllWorkers::worker);
        a.start();
        b.start();
        for (int i = 1; i <= 5; i++) {
            synchronized (jobs) { jobs.add(i); jobs.notifyAll(); }
        }
        synchronized (jobs) { closed = true; jobs.notifyAll(); }
        a.join();
        b.join();
        System.out.println(done);
    }
}
