/*
 * BugVectorDeadlock -- BUG: a lock cycle through a monitor the JDK takes (Vector's).
 *
 * The recorder holds `stats` and calls log.add(), which takes the Vector's
 * monitor inside the JDK; the dumper holds the Vector's monitor (as one must
 * to iterate it) and then takes `stats`. With javasafe, add() is one step and
 * the JDK's own locking is trusted, but here the cycle closes through a
 * monitor the program takes as well.
 *
 * Tester:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 */
import java.util.Vector;
public class BugVectorDeadlock {
    static final Vector<Integer> log = new Vector<>();
    static final Object stats = new Object();
    static int total;
    static void record() {
        synchronized (stats) {
            total++;
            log.add(total);               // takes log's monitor inside the JDK
        }
    }
    static void dump() {
        synchronized (log) {              // the documented way to iterate a Vector
            synchronized (stats) { total += log.size(); }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugVectorDeadlock::record, "recorder");
        Thread b = new Thread(BugVectorDeadlock::dump, "dumper");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("total " + total);
    }
}
