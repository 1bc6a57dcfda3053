/*
 * OkProcessGuard -- correct: a pool task reads the first line a child
 * process prints after 100 ms; main waits for it with get(5, SECONDS), a
 * guard far longer than the child takes. On HotSpot the guard never fires.
 *
 * As OkStdinGuard, with the input from a child process: main's get timed
 * out at once while the task waited for the child's output
 * (TimeoutException; hunt 15 F4).
 *
 * Tester: nothing (the search ends).
 */
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class OkProcessGuard {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "sleep 0.1; echo hi").start();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<String> f = pool.submit(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
                return r.readLine();
            }
        });
        String line = f.get(5, TimeUnit.SECONDS);
        pool.shutdown();
        p.waitFor();
        System.out.println(line);
    }
}
