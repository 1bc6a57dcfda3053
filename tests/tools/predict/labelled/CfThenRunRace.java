import java.util.concurrent.CompletableFuture;

// race: CfThenRunRace.status
/** An async stage records a status that main reads without waiting for the
 *  stage. */
public class CfThenRunRace {
    static String status = "new";

    public static void main(String[] args) throws Exception {
        CompletableFuture<Void> f = CompletableFuture.runAsync(() -> {
            try { Thread.sleep(10); } catch (InterruptedException e) { }
        }).thenRun(() -> status = "ran");
        String s = status;
        f.join();
        System.out.println(s != null ? "done" : "?");
    }
}
