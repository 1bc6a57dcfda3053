import java.util.concurrent.locks.ReentrantLock;

/*
 * DinPhil3Sat -- BUG (SCTBench CS din_phil3_sat): 3 philosophers each
 * take their right then their left fork (ReentrantLocks) inside an atomic
 * section (ESBMC's __ESBMC_atomic_begin/end: one global lock here), put them
 * down, then count themselves in a plain shared counter; the one that sees
 * the count reach 3 fails (assert(0)). Reached by every schedule in which
 * no increment is lost, the first one included. Threads: 3.
 */
public class DinPhil3Sat {
    static final int N = 3;
    static final ReentrantLock atomic = new ReentrantLock();
    static final ReentrantLock[] fork = new ReentrantLock[N];
    static int phil;

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < N; i++)
            fork[i] = new ReentrantLock();
        Thread[] ts = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                int left = id, right = (id + 1) % N;
                atomic.lock();
                fork[right].lock();
                fork[left].lock();
                fork[left].unlock();
                fork[right].unlock();
                atomic.unlock();
                ++phil;
                assert phil != N : "all " + N + " philosophers have eaten";
            }, "philosopher-" + i);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
    }
}
