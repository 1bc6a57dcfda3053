import java.util.concurrent.*;

// race: CfRace.log
/** Two CompletableFuture stages on a two-thread pool append to a plain
 *  String field; allOf orders them before main, not with each other. */
public class CfRace {
    static String log = "";

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> log += "a", pool);
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> log += "b", pool);
        CompletableFuture.allOf(a, b).join();
        pool.shutdown();
        System.out.println("done");
    }
}
