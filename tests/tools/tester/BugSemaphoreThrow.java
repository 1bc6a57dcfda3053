/*
 * BugSemaphoreThrow -- BUG: a pool of one connection guarded by a Semaphore;
 * a request that fails throws between acquire and release (no finally), its
 * caller catches the exception, and the permit is gone. If the bad request
 * runs first, the good one waits for ever.
 *
 * Tester: exactly one failure (good-client in acquire, main in join):
 *   condition deadlock: 2 threads wait and none can be woken
 */
import java.util.concurrent.Semaphore;
public class BugSemaphoreThrow {
    static final Semaphore pool = new Semaphore(1);
    static int served;
    static void job(int x) throws InterruptedException {
        pool.acquire();
        if (x < 0)
            throw new IllegalArgumentException("bad request " + x);   // BUG: release skipped
        served++;
        pool.release();
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            try { job(-1); } catch (IllegalArgumentException | InterruptedException e) { /* logged */ }
        }, "bad-client");
        Thread b = new Thread(() -> {
            try { job(1); } catch (InterruptedException e) { }
        }, "good-client");
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("served " + served);
    }
}
