/*
 * OkSemaphore -- CORRECT: a Semaphore used as a mutex and another as a
 * completion signal.
 *
 * Two workers each increment a plain counter twice while holding the one
 * permit of `mutex`, then release `done`; main acquires `done` twice (no
 * join) and checks the total.
 *
 * Tester: nothing on any schedule (exit status 0). Output: "count = 4".
 */
import java.util.concurrent.Semaphore;

public class OkSemaphore {
    static final Semaphore mutex = new Semaphore(1);
    static final Semaphore done = new Semaphore(0);
    static int count;

    static void work() {
        try {
            for (int i = 0; i < 2; i++) {
                mutex.acquire();
                try {
                    count++;
                } finally {
                    mutex.release();
                }
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        } finally {
            done.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        new Thread(OkSemaphore::work, "worker-1").start();
        new Thread(OkSemaphore::work, "worker-2").start();
        done.acquire(2);
        mutex.acquire();
        int c = count;
        mutex.release();
        assert c == 4 : "lost update: count = " + c;
        System.out.println("count = " + c);
    }
}
