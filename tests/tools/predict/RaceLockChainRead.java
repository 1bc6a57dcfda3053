/*
 * RaceLockChainRead -- RACY: t1 reads x under lock A, t2 writes it under A
 * and B, t3 writes it under B. t1's read and t3's write share no lock.
 *
 * Predict: one data race on RaceLockChainRead.x. Before (hunt 6, F1), t2's
 * write dropped the reads before it, so t3's write was checked against no
 * read: nothing was reported. A write now drops only the reads it is
 * ordered after.
 */
public class RaceLockChainRead {
    static final Object A = new Object(), B = new Object();
    static int x, seen;

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> {
            int v;
            synchronized (A) { v = x; }
            seen = v;
        }, "t1");
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
