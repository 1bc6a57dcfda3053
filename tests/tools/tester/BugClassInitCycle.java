/*
 * BugClassInitCycle -- BUG: two classes whose initialisers need each other, initialised by
 * two threads at once.
 *
 * init-a starts A's initialiser, which needs B; init-b starts B's, which
 * needs A. If each thread has begun its class before the other reaches it,
 * each waits for the other's initialisation; main waits in join. (One thread
 * alone initialises both, with one of them seeing the other's default 0.)
 * Each class's initialisation lock (JLS 12.4.2) is held by the thread running
 * its initialiser: a cycle of two, reported with what each holds.
 *
 * Tester:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 */
public class BugClassInitCycle {
    static class A { static final int V; static { V = B.W + 1; } }
    static class B { static final int W; static { W = A.V + 1; } }
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> System.out.println("A " + A.V), "init-a");
        Thread t2 = new Thread(() -> System.out.println("B " + B.W), "init-b");
        t1.start(); t2.start(); t1.join(); t2.join();
    }
}
