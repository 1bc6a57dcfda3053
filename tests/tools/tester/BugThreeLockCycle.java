/*
 * BugThreeLockCycle -- BUG: three threads take two locks each, in a ring:
 * ab takes A then B, bc takes B then C, ca takes C then A. When each has its
 * first lock, each waits for the next thread's.
 *
 * Tester: the cycle, each thread with the lock it holds and the one it waits
 * for (BugThreeLockCycle.lines checks them: with three threads the report
 * used to give each thread its successor's lock as the one it held).
 *   lock-cycle deadlock: 3 threads wait for each other's locks
 */
public class BugThreeLockCycle {
    static class A {}
    static class B {}
    static class C {}
    static final Object a = new A(), b = new B(), c = new C();

    static void two(Object x, Object y) {
        synchronized (x) {
            synchronized (y) {
                System.out.println(Thread.currentThread().getName() + " has both");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ab = new Thread(() -> two(a, b), "ab");
        Thread bc = new Thread(() -> two(b, c), "bc");
        Thread ca = new Thread(() -> two(c, a), "ca");
        ab.start();
        bc.start();
        ca.start();
        ab.join();
        bc.join();
        ca.join();
    }
}
