import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// race-free
/** Tasks of a fixed pool each write their own slot; main reads after
 *  shutdown and awaitTermination. */
public class PoolTasksOrdered {
    static final int[] out = new int[4];

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 4; i++) {
            final int me = i;
            pool.execute(() -> out[me] = me * me);
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println(out[0] + out[1] + out[2] + out[3]);
    }
}
