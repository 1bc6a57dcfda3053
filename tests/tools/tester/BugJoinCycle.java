/*
 * BugJoinCycle -- BUG: two threads join each other.
 *
 * a joins b; b joins a if a is still alive, which it is when a has started
 * and is waiting for b. main waits in a.join().
 *
 * Tester:
 *   condition deadlock: 3 threads wait and none can be woken
 */
public class BugJoinCycle {
    static Thread a, b;
    static volatile boolean bWaitsForA;
    public static void main(String[] args) throws InterruptedException {
        a = new Thread(() -> {
            try { b.join(); } catch (InterruptedException e) { throw new IllegalStateException(e); }
        }, "a");
        b = new Thread(() -> {
            try {
                if (a.isAlive())        // BUG: a may be waiting for b
                    a.join();
            } catch (InterruptedException e) { throw new IllegalStateException(e); }
        }, "b");
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("done");
    }
}
