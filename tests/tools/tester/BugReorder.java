/*
 * BugReorder -- BUG (SCTBench's reorder, 8 setters and 8 checkers): setters
 * write a pair of volatile fields one after the other; checkers read the pair
 * and expect to see it either untouched or complete.
 *
 * A checker must run between one setter's two writes. Options: stop (16
 * threads).
 *
 * Tester: one failure:
 *   uncaught exception: java.lang.AssertionError: a torn pair
 */
public class BugReorder {
    static volatile int a, b;

    public static void main(String[] args) throws InterruptedException {
        int each = 8;
        Thread[] ts = new Thread[2 * each];
        for (int i = 0; i < each; i++) {
            ts[i] = new Thread(() -> {
                a = 1;
                b = -1;
            }, "setter-" + i);
            ts[each + i] = new Thread(() -> {
                int x = a, y = b;
                assert (x == 0 && y == 0) || (x == 1 && y == -1) : "a torn pair";
            }, "checker-" + i);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        System.out.println("a " + a + ", b " + b);
    }
}
