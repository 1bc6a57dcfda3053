import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

// race: ForkJoinCount.calls
/** ForkJoin subtasks count themselves in a plain static. */
public class ForkJoinCount {
    static int calls;

    static class Task extends RecursiveAction {
        final int lo, hi;
        Task(int lo, int hi) { this.lo = lo; this.hi = hi; }

        protected void compute() {
            calls++;
            if (hi - lo > 2) {
                int mid = (lo + hi) / 2;
                invokeAll(new Task(lo, mid), new Task(mid, hi));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new Task(0, 16));
        pool.shutdown();
        System.out.println("done");
    }
}
