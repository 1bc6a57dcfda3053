/*
 * Sigma -- BUG (SCTBench CS sigma_bad). main starts SIGMA = 16 threads,
 * incrementing a shared plain index after each start; each thread sets
 * array[index] = 1. A thread that runs after main's next increment writes the
 * next slot (or a slot another thread writes too), so the sum of the array
 * is less than SIGMA (or a thread indexes past its end). Threads: 16.
 */
public class Sigma {
    static final int SIGMA = 16;
    static int[] array;
    static int arrayIndex;

    public static void main(String[] args) throws InterruptedException {
        array = new int[SIGMA];
        Thread[] ts = new Thread[SIGMA];
        for (int tid = 0; tid < SIGMA; tid++) {
            ts[tid] = new Thread(() -> array[arrayIndex] = 1, "t" + tid);
            ts[tid].start();
            arrayIndex++;
        }
        for (Thread t : ts)
            t.join();
        int sum = 0;
        for (int v : array)
            sum += v;
        assert sum == SIGMA : "sum " + sum + ", expected " + SIGMA;
    }
}
