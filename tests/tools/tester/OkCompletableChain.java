/*
 * OkCompletableChain -- CORRECT: BugCompletableClaim's twin: the claim is a compareAndSet;
 * thenCombine, then thenApplyAsync, on a pool of two.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
public class OkCompletableChain {
    static final AtomicBoolean claimed = new AtomicBoolean();
    static int claim(int who) { return claimed.compareAndSet(false, true) ? who : -1; }
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> claim(1), pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> claim(2), pool);
        int n = a.thenCombine(b, (x, y) -> (x > 0 ? 1 : 0) + (y > 0 ? 1 : 0))
                 .thenApplyAsync(v -> v * 10, pool).get();
        pool.shutdown();
        assert n == 10 : "winners*10 = " + n;
        System.out.println("n: " + n);
    }
}
