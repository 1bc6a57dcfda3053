import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** Correct: tasks given to a pool with execute() each fill their own slot
 *  of an array and their own object; main reads them all after shutdown()
 *  and awaitTermination(). */
public class OkExecutorAwait {
    static class Part {
        int sum;
    }

    public static void main(String[] args) throws Exception {
        int n = 6;
        int[] slots = new int[n];
        Part[] parts = new Part[n];
        for (int i = 0; i < n; i++)
            parts[i] = new Part();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        for (int i = 0; i < n; i++) {
            int k = i;
            pool.execute(() -> {
                slots[k] = k * k;
                for (int j = 0; j <= k; j++)
                    parts[k].sum += j;
            });
        }
        pool.shutdown();
        if (!pool.awaitTermination(10, TimeUnit.SECONDS))
            throw new AssertionError("timeout");
        int s = 0;
        for (int i = 0; i < n; i++)
            s += slots[i] + parts[i].sum;
        System.out.println(s);
    }
}
