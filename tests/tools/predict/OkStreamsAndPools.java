import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import java.util.stream.IntStream;

/** Correct: invokeAll, a fork/join task, a parallel stream, CompletableFuture
 *  chains and ConcurrentHashMap.merge; results are read after the joins. */
public class OkStreamsAndPools {
    static class Sum extends RecursiveTask<Long> {
        final int[] data;
        final int lo, hi;

        Sum(int[] data, int lo, int hi) {
            this.data = data;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= 4) {
                long s = 0;
                for (int i = lo; i < hi; i++)
                    s += data[i];
                return s;
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(data, lo, mid);
            left.fork();
            return new Sum(data, mid, hi).compute() + left.join();
        }
    }

    public static void main(String[] args) throws Exception {
        int[] data = new int[32];
        for (int i = 0; i < data.length; i++)
            data[i] = i;
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Callable<int[]>> tasks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int k = i;
            tasks.add(() -> new int[] {data[k] * 2});
        }
        long total = 0;
        for (Future<int[]> f : pool.invokeAll(tasks))
            total += f.get()[0];
        pool.shutdown();
        total += new ForkJoinPool(2).invoke(new Sum(data, 0, data.length));
        total += IntStream.range(0, 16).parallel().map(i -> data[i]).sum();
        ConcurrentHashMap<Integer, Integer> counts = new ConcurrentHashMap<>();
        CompletableFuture<?>[] cfs = new CompletableFuture<?>[3];
        for (int i = 0; i < 3; i++) {
            final int k = i;
            cfs[i] = CompletableFuture.supplyAsync(() -> data[k]).thenAccept(v -> counts.merge(v % 2, 1, Integer::sum));
        }
        CompletableFuture.allOf(cfs).join();
        System.out.println(total + " " + counts);
    }
}
