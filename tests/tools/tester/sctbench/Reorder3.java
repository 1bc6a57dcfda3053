/*
 * Reorder3 -- BUG (SCTBench CB reorder_3_bad; Jie Yu's reorder): 2
 * setter threads write the pair (a, b) = (1, -1) one field after the other,
 * with plain stores; 1 checker reads the pair and expects it untouched
 * (0, 0) or complete (1, -1). The checker must read between some setter's
 * two writes (the tester has to learn a and b as racy first), and it is
 * started last. Threads: 3 (2 setters + 1 checker).
 */
public class Reorder3 {
    static final int SETTERS = 2, CHECKERS = 1;
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread[] set = new Thread[SETTERS], check = new Thread[CHECKERS];
        for (int i = 0; i < SETTERS; i++)
            set[i] = new Thread(() -> {
                a = 1;
                b = -1;
            }, "set-" + i);
        for (int i = 0; i < CHECKERS; i++)
            check[i] = new Thread(() -> {
                int x = a, y = b;
                assert (x == 0 && y == 0) || (x == 1 && y == -1) : "torn pair a " + x + ", b " + y;
            }, "check-" + i);
        for (Thread t : set)
            t.start();
        for (Thread t : check)
            t.start();
        for (Thread t : set)
            t.join();
        for (Thread t : check)
            t.join();
    }
}
