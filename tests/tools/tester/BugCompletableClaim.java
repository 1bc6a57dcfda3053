/*
 * BugCompletableClaim -- BUG: check-then-act on a volatile flag in two CompletableFuture tasks.
 *
 * Two supplyAsync tasks on a pool of two each claim a prize if `claimed` is
 * still false; both can see false before either sets it. thenCombine counts
 * the winners; main asserts there was one.
 *
 * Tester: main's assertion:
 *   uncaught exception: java.lang.AssertionError: both claimed: 2 winners
 */
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
public class BugCompletableClaim {
    static volatile boolean claimed;
    static volatile int winners;
    static int claim(int who) {
        if (!claimed) {                  // BUG: check-then-act on a volatile
            claimed = true;
            winners = winners + 1;
            return who;
        }
        return -1;
    }
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> claim(1), pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> claim(2), pool);
        int n = a.thenCombine(b, (x, y) -> (x > 0 ? 1 : 0) + (y > 0 ? 1 : 0)).get();
        pool.shutdown();
        assert n == 1 : "both claimed: " + n + " winners";
        System.out.println("winners: " + n);
    }
}
