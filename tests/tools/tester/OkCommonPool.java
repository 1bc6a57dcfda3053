/*
 * OkCommonPool -- CORRECT: two CompletableFuture.runAsync tasks on the common
 * ForkJoinPool, allOf().get().
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
public class OkCommonPool {
    static final AtomicInteger n = new AtomicInteger();
    public static void main(String[] args) throws Exception {
        CompletableFuture<Void> a = CompletableFuture.runAsync(n::incrementAndGet);
        CompletableFuture<Void> b = CompletableFuture.runAsync(n::incrementAndGet);
        CompletableFuture.allOf(a, b).get();
        assert n.get() == 2 : "n " + n.get();
        System.out.println("n " + n.get());
    }
}
