/*
 * BugLostUpdate -- BUG: an unsynchronized counter loses an update.
 *
 * Each of two threads reads the shared `hits` counter without a lock, adds
 * the value it saw to an audit log (under the log's monitor), then stores the
 * value it read plus one. If both read before either stores, one increment
 * is lost. main checks the count after joining both.
 *
 * The tester switches threads only at synchronisation operations (thesis:
 * ExitBlock; a race with nothing in between is Eraser's job), so the audit
 * log's monitor release between the read and the write is where the other
 * thread can run: the lost update is a reachable schedule and must be found.
 *
 * Tester: exactly one failure, main's assertion:
 *   uncaught exception: java.lang.AssertionError: lost update: hits = 1
 * A plain run: the first thread is done before the second starts.
 */
import java.util.ArrayList;
import java.util.List;

public class BugLostUpdate {
    static int hits;                                    // BUG: no lock
    static final List<Integer> audit = new ArrayList<>();

    static void hit() {
        int seen = hits;                                // read
        synchronized (audit) {
            audit.add(seen);                            // log what was seen
        }
        hits = seen + 1;                                // write: may overwrite the other's
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugLostUpdate::hit, "hit-a");
        Thread b = new Thread(BugLostUpdate::hit, "hit-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert hits == 2 : "lost update: hits = " + hits;
        System.out.println("hits: " + hits);
    }
}
