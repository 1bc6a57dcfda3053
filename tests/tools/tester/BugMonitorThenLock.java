/*
 * BugMonitorThenLock -- BUG: a monitor and a ReentrantLock taken in opposite orders.
 *
 * The inserter takes the table's monitor, then the journal's ReentrantLock;
 * the replayer takes the journal lock, then the table monitor. Unlike
 * BugMixedDeadlock this runs with default options (sleep sets, visited
 * states, samples).
 *
 * Tester:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 */
import java.util.concurrent.locks.ReentrantLock;
public class BugMonitorThenLock {
    static final Object table = new Object();
    static final ReentrantLock journal = new ReentrantLock();
    static int rows, lines;
    static void insert() {
        synchronized (table) {
            rows++;
            journal.lock();
            try { lines++; } finally { journal.unlock(); }
        }
    }
    static void replay() {
        journal.lock();
        try {
            lines++;
            synchronized (table) { rows++; }
        } finally { journal.unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugMonitorThenLock::insert, "inserter");
        Thread b = new Thread(BugMonitorThenLock::replay, "replayer");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("rows " + rows + " lines " + lines);
    }
}
