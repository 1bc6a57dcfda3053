import java.util.concurrent.locks.ReentrantLock;

/*
 * OkFsbench -- CORRECT (SCTBench CS fsbench_ok): fsbench with 26 threads,
 * one per inode lock, so no thread indexes past the lock array. Threads 0..12
 * and 13..25 claim blocks from overlapping ranges under the block locks; the
 * search order matters only for which block each inode gets. Threads: 26.
 */
public class OkFsbench {
    static final int NUMBLOCKS = 26, NUMINODE = 32, NUM_THREADS = 26;
    static final ReentrantLock[] locki = new ReentrantLock[NUMBLOCKS], lockb = new ReentrantLock[NUMBLOCKS];
    static final int[] busy = new int[NUMBLOCKS], inode = new int[NUMINODE];

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < NUMBLOCKS; i++) {
            locki[i] = new ReentrantLock();
            lockb[i] = new ReentrantLock();
        }
        Thread[] ts = new Thread[NUM_THREADS];
        for (int t = 0; t < NUM_THREADS; t++) {
            final int tid = t;
            ts[t] = new Thread(() -> {
                int i = tid % NUMINODE;
                locki[i].lock();
                if (inode[i] == 0) {
                    int b = (i * 2) % NUMBLOCKS;
                    for (int j = 0; j < NUMBLOCKS / 2; j++) {
                        lockb[b].lock();
                        if (busy[b] == 0) {
                            busy[b] = 1;
                            inode[i] = b + 1;
                            lockb[b].unlock();
                            break;
                        }
                        lockb[b].unlock();
                        b = (b + 1) % NUMBLOCKS;
                    }
                }
                locki[i].unlock();
            }, "fs-" + t);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
    }
}
