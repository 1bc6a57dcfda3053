import java.util.concurrent.CompletableFuture;

// race-free
/** supplyAsync writes a field, thenApply reads it, main reads after join. */
public class CfJoin {
    static int stage;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> { stage = 1; return 20; })
                .thenApply(v -> { stage++; return v + stage; });
        int v = f.join();
        System.out.println(v + stage);
    }
}
