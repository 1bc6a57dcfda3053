import java.util.concurrent.CompletableFuture;

/** Racy: two asynchronous tasks (the common pool) update one plain field;
 *  allOf(...).join() orders both before main's read, nothing orders the
 *  tasks between themselves. */
public class RaceAsyncTasks {
    static int processed;

    public static void main(String[] args) throws Exception {
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> processed += 1);
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> processed += 2);
        CompletableFuture.allOf(a, b).join();
        System.out.println(processed > 0 ? "processed" : "?"); // 1, 2 or 3
    }
}
