import java.util.concurrent.CompletableFuture;

// race: CfBoth.last
/** Two async tasks both record themselves in a plain static. */
public class CfBoth {
    static int last;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> last = 1);
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> last = 2);
        CompletableFuture.allOf(a, b).join();
        System.out.println("done");
    }
}
