/*
 * BugLivelockAfterFailure -- BUG: a thread dies of a failed assertion while
 * it holds a hand-made lock (a volatile flag), and main spins for ever
 * waiting for the flag to drop.
 *
 * Worker w raises `held`, reads `shared` and asserts it is still 0; main
 * waits until w holds, writes `shared` (a racy write: it should have waited
 * for the flag to drop first) and then spins until `held` drops. When main's
 * write comes before w's read, the assertion fails and w dies without
 * dropping the flag: main spins for ever. The search cuts that schedule
 * (a possible livelock); the reproduction run of the failure, and -replay of
 * its log, must end too (at the same bounds, maxDepth decisions), and say
 * that the run did not end after the failure.
 *
 * A second bug: when w runs to its end before main first looks at `held`,
 * the flag has dropped again and main's `while (!held)` spins for ever (a
 * livelock, reported since the search reports them).
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: shared changed under the lock: 1
 *   livelock: 1 thread spins and no other thread can change what it reads
 */
public class BugLivelockAfterFailure {
    static volatile boolean held;
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            held = true;
            int v = shared;
            assert v == 0 : "shared changed under the lock: " + v;
            held = false;
        }, "w");
        w.start();
        while (!held) { }
        shared = 1;
        while (held) { }
        w.join();
        System.out.println("done");
    }
}
