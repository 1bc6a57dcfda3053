// race-free
/** Two threads write different fields of one object (and different
 *  elements of one array): different variables, no race. */
public class DisjointFields {
    static class Pair {
        int left, right;
    }

    public static void main(String[] args) throws Exception {
        Pair p = new Pair();
        long[] halves = new long[2];
        Thread a = new Thread(() -> { for (int i = 0; i < 10; i++) { p.left += i; halves[0] += i; } });
        Thread b = new Thread(() -> { for (int i = 0; i < 10; i++) { p.right += 2 * i; halves[1] += i; } });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(p.left + p.right + halves[0] + halves[1]);
    }
}
