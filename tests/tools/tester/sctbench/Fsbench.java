import java.util.concurrent.locks.ReentrantLock;

/*
 * Fsbench -- BUG (SCTBench CS fsbench_bad; Flanagan and Godefroid's file
 * system benchmark). 27 threads each allocate a block for inode tid % 32
 * under that inode's lock, scanning the block locks for a free block. There
 * are only 26 inode locks: thread 26 indexes past the end of the lock array
 * (ArrayIndexOutOfBoundsException here; an assertion and an out-of-bounds
 * unlock in C). Not a scheduling bug: every schedule in which thread 26
 * runs reaches it. Threads: 27.
 */
public class Fsbench {
    static final int NUMBLOCKS = 26, NUMINODE = 32, NUM_THREADS = 27;
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
