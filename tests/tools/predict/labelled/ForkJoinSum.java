import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

// race-free
/** ForkJoin sum: subtasks read disjoint parts of a shared array and
 *  combine results through fork/join. */
public class ForkJoinSum {
    static final int[] data = new int[64];

    static class Sum extends RecursiveTask<Long> {
        final int lo, hi;
        Sum(int lo, int hi) { this.lo = lo; this.hi = hi; }

        protected Long compute() {
            if (hi - lo <= 8) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += data[i];
                return s;
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(lo, mid);
            left.fork();
            long right = new Sum(mid, hi).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < data.length; i++) data[i] = i;
        ForkJoinPool pool = new ForkJoinPool(2);
        System.out.println(pool.invoke(new Sum(0, data.length)));
        pool.shutdown();
    }
}
