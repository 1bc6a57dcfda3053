/*
 * BugPlainCounter -- BUG: four threads increment a plain static counter, no lock at all.
 *
 * There is no synchronisation between any read and write: the tester finds
 * the lost updates only by learning `count` as racy (a write by one thread,
 * then a read by another with no lock in common) and switching at its
 * accesses from then on.
 *
 * Tester: main's assertion, one failure with three messages (one, two and
 * three increments lost; "count = 2" and "count = 1" are reported as its
 * variants):
 *   uncaught exception: java.lang.AssertionError: lost increment: count = 3
 */
public class BugPlainCounter {
    static int count;                              // BUG: no lock, no volatile
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> { count++; }, "inc-" + i);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert count == 4 : "lost increment: count = " + count;
        System.out.println("count: " + count);
    }
}
