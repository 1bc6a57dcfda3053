import java.util.concurrent.*;

// race-free
/** A CompletableFuture pipeline: each stage reads what the previous stage
 *  wrote to a plain field; completion orders the stages, join orders main. */
public class CfChain {
    static int stage;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        int r = CompletableFuture.supplyAsync(() -> {
            stage = 1;
            return 5;
        }, pool).thenApplyAsync(v -> {
            stage = stage + 1;
            return v * 2;
        }, pool).join();
        System.out.println(r + " " + stage);
        pool.shutdown();
    }
}
