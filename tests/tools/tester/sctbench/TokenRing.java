/*
 * TokenRing -- BUG (SCTBench CS token_ring_bad): three stages each copy a
 * value around a ring in an atomic section (ESBMC's atomic_begin/end: one
 * global monitor here) -- x1 = (x3 + 1) % 4, x2 = x1, x3 = x2 -- and set a
 * flag; a checker asserts, once all three flags are set, that all three
 * values are equal. That holds only if the stages ran in ring order. main
 * does not join (as in the original). Threads: 4.
 */
public class TokenRing {
    static final Object atomic = new Object();
    static int x1 = 1, x2 = 2, x3 = 1;
    static boolean flag1, flag2, flag3;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> { synchronized (atomic) { x1 = (x3 + 1) % 4; flag1 = true; } }, "t1");
        Thread t2 = new Thread(() -> { synchronized (atomic) { x2 = x1; flag2 = true; } }, "t2");
        Thread t3 = new Thread(() -> { synchronized (atomic) { x3 = x2; flag3 = true; } }, "t3");
        Thread t4 = new Thread(() -> {
            synchronized (atomic) {
                if (flag1 && flag2 && flag3)
                    assert x1 == x2 && x2 == x3 : "ring values " + x1 + " " + x2 + " " + x3;
            }
        }, "t4");
        t1.start();
        t2.start();
        t3.start();
        t4.start();
    }
}
