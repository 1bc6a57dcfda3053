import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.atomic.AtomicLong;

// The same division of work done right: each task returns its sum, and a
// shared AtomicLong counts the leaves. Nothing to report.
public class OkForkJoinSum {
    static final AtomicLong leaves = new AtomicLong();

    static class Sum extends RecursiveTask<Long> {
        final int lo, hi;

        Sum(int lo, int hi) { this.lo = lo; this.hi = hi; }

        @Override
        protected Long compute() {
            if (hi - lo <= 2) {
                long s = 0;
                for (int i = lo; i < hi; i++)
                    s += i;
                leaves.incrementAndGet();
                return s;
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(lo, mid);
            left.fork();
            long right = new Sum(mid, hi).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        long total = pool.invoke(new Sum(0, 8));
        assert total == 28 : "wrong total " + total;
        assert leaves.get() == 4 : "wrong leaf count " + leaves.get();
        System.out.println("total " + total + " in " + leaves.get() + " leaves");
    }
}
