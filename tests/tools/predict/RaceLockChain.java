/*
 * RaceLockChain -- RACY: three threads write x under the locks {A}, {A, B}
 * and {B}. Each write shares a lock with the one before it in the observed
 * order, but the first and the last share none: t1's and t3's writes race.
 *
 * Predict: one data race on RaceLockChain.x, between t3 (or t1) and t1 (or
 * t3). Before (hunt 6, F1), each access was checked against the last write
 * only, which held a lock in common with it, and nothing was reported;
 * Eraser reports it.
 */
public class RaceLockChain {
    static final Object A = new Object(), B = new Object();
    static int x;

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { synchronized (A) { x = 1; } }, "t1");
        Thread t2 = new Thread(() -> { synchronized (A) { synchronized (B) { x = 2; } } }, "t2");
        Thread t3 = new Thread(() -> { synchronized (B) { x = 3; } }, "t3");
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
        System.out.println(x > 0);
    }
}
