/*
 * BugPeterson -- BUG: Peterson's lock with its two writes swapped (turn, then flag).
 *
 * Each thread sets turn to the other and only then raises its flag: both can
 * pass the busy-wait (volatile reads in a spin loop) and meet in the critical
 * section. Run with `stop` (BugPeterson.opts). The lock is given back in
 * finally: without it, a thread that fails its assertion dies holding its
 * flag and the other spins for ever (the reproduction run is then cut after
 * maxDepth decisions: BugLivelockAfterFailure tests that case).
 *
 * Tester (the first schedule that fails, a sampled one, and `stop` ends the
 * search with it; the thread that failed never counted its round, so main's
 * check fails too when the run gets there. Before sampled schedules let a
 * thread that comes back to the same places yield even when it writes,
 * this one was cut first, t0 spinning on t1's flag, as a possible livelock):
 *   uncaught exception: java.lang.AssertionError: two threads in the critical section
 *   uncaught exception: java.lang.AssertionError: a round was lost
 */
public class BugPeterson {
    static volatile boolean flag0, flag1;
    static volatile int turn;
    static int inside, total;
    static void lock(int me) {
        if (me == 0) { turn = 1; flag0 = true; while (flag1 && turn == 1) { } }
        else { turn = 0; flag1 = true; while (flag0 && turn == 0) { } }
    }
    static void unlock(int me) { if (me == 0) flag0 = false; else flag1 = false; }
    static void work(int me) {
        for (int i = 0; i < 2; i++) {
            lock(me);
            try {
                inside++;
                assert inside == 1 : "two threads in the critical section";
                total++;
                inside--;
            } finally {
                unlock(me);     // so that a failed assertion leaves no livelock behind
            }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(0), "t0");
        Thread b = new Thread(() -> work(1), "t1");
        a.start(); b.start(); a.join(); b.join();
        assert total == 4 : "a round was lost";
        System.out.println("total " + total);
    }
}
