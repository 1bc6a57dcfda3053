import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;

/** Racy, in a bigger run: four workers do 300 rounds each of work under a
 *  ReentrantLock (a shared map and a counter, correct), and every 50th round
 *  bump a statistics field without the lock (the race). */
public class RaceManyThreads {
    static final ReentrantLock lock = new ReentrantLock();
    static final Map<Integer, Integer> table = new HashMap<>();
    static int done;
    static int checkpoints;

    static void worker(int id) {
        for (int i = 0; i < 300; i++) {
            lock.lock();
            try {
                table.merge(i % 17, id, Integer::sum);
                done++;
            } finally {
                lock.unlock();
            }
            if (i % 50 == 49)
                checkpoints++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            int id = t;
            ts[t] = new Thread(() -> worker(id));
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        System.out.println(done + " " + table.size()); // checkpoints may lose updates
    }
}
