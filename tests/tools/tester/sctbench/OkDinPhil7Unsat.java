import java.util.concurrent.locks.ReentrantLock;

/*
 * OkDinPhil7Unsat -- CORRECT (SCTBench CS din_phil7_unsat): 7
 * philosophers each take their right then their left fork (ReentrantLocks)
 * and put them down, all inside an atomic section (ESBMC's
 * __ESBMC_atomic_begin/end: one global lock here), so the forks can never
 * form a cycle. No assertion. Threads: 7.
 */
public class OkDinPhil7Unsat {
    static final int N = 7;
    static final ReentrantLock atomic = new ReentrantLock();
    static final ReentrantLock[] fork = new ReentrantLock[N];
    static int meals;

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
                meals++;
                fork[left].unlock();
                fork[right].unlock();
                atomic.unlock();
            }, "philosopher-" + i);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        System.out.println("meals " + meals);
    }
}
