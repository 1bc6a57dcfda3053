import java.util.concurrent.*;

// Correct: main waits for a result with a 10 s guard (get(10, SECONDS)) while
// the worker sleeps 5 ms, then completes the future. The guard times out only
// when nothing else can happen first; the worker's 5 ms sleep ends first on any
// machine. Expected: no failure (before: main's TimeoutException on the first
// schedule, the tester timing out the 10 s wait before the 5 ms sleep).
public class OkGuardedGet {
    public static void main(String[] args) throws Exception {
        CompletableFuture<String> result = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                return;
            }
            result.complete("done");
        });
        worker.start();
        System.out.println(result.get(10, TimeUnit.SECONDS));
        worker.join();
    }
}
