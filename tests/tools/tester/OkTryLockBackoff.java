/*
 * OkTryLockBackoff -- CORRECT: two threads take two ReentrantLocks in opposite orders,
 * but the second with tryLock(), backing off (unlock, yield) when it fails.
 *
 * No deadlock; a livelock is possible in principle (both back off for ever),
 * which the tester does not report. Each failed attempt brings the program
 * back to a state on the schedule's own path: the search must cut such
 * cycles, and the default schedule must let the other thread run at a
 * yield (before, every schedule ran maxDepth decisions and the search did
 * not end in minutes).
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.locks.ReentrantLock;
public class OkTryLockBackoff {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
    static int moved;
    static void both(ReentrantLock first, ReentrantLock second) {
        while (true) {
            first.lock();
            try {
                if (second.tryLock()) {
                    try { moved++; return; } finally { second.unlock(); }
                }
            } finally { first.unlock(); }
            Thread.yield();
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> both(a, b), "ab");
        Thread t2 = new Thread(() -> both(b, a), "ba");
        t1.start(); t2.start(); t1.join(); t2.join();
        assert moved == 2 : "moved " + moved;
        System.out.println("moved " + moved);
    }
}
