import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

// A RecursiveAction whose leaves add into a shared static without a lock: two
// workers of the pool can read the same total and one addition is lost. The
// pool's workers steal in an order seeded from the clocks, so a failure's
// reproduction run follows the search only when both read the same times.
public class BugForkJoinLostUpdate {
    static long total;

    static class Sum extends RecursiveAction {
        final int lo, hi;

        Sum(int lo, int hi) { this.lo = lo; this.hi = hi; }

        @Override
        protected void compute() {
            if (hi - lo <= 2) {
                for (int i = lo; i < hi; i++)
                    total += i;
                return;
            }
            int mid = (lo + hi) / 2;
            invokeAll(new Sum(lo, mid), new Sum(mid, hi));
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new Sum(0, 8));
        assert total == 28 : "lost update";
        System.out.println("total " + total);
    }
}
