/*
 * TokenRing8 -- BUG (SCTBench CS token_ring_bad, with 8 stages instead of 3):
 * stage 0 sets x[0] = (x[7] + 1) % 4, stage k > 0 sets x[k] = x[k-1], each
 * in an atomic section (one global monitor) followed by its flag; a checker
 * asserts, once all flags are set, that all values are equal. They are only
 * if the stages ran in ring order (or the values happened to agree). main does
 * not join. Threads: 9.
 */
public class TokenRing8 {
    static final int N = 8;
    static final Object atomic = new Object();
    static final int[] x = {1, 2, 1, 2, 1, 2, 1, 2};
    static final boolean[] flag = new boolean[N];

    public static void main(String[] args) {
        Thread[] ts = new Thread[N + 1];
        for (int i = 0; i < N; i++) {
            final int k = i;
            ts[i] = new Thread(() -> {
                synchronized (atomic) {
                    x[k] = k == 0 ? (x[N - 1] + 1) % 4 : x[k - 1];
                    flag[k] = true;
                }
            }, "stage-" + i);
        }
        ts[N] = new Thread(() -> {
            synchronized (atomic) {
                for (boolean f : flag)
                    if (!f)
                        return;
                for (int k = 1; k < N; k++)
                    assert x[k] == x[0] : "ring values differ: x[0] " + x[0] + ", x[" + k + "] " + x[k];
            }
        }, "checker");
        for (Thread t : ts)
            t.start();
    }
}
