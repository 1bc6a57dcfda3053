// race-free
/** Workers in an array each fill their own result slot; main joins them all
 *  in a loop, then sums. */
public class ThreadJoinArray {
    public static void main(String[] args) throws Exception {
        int n = 4;
        long[] results = new long[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                long s = 0;
                for (int k = 0; k <= me * 10; k++) s += k;
                results[me] = s;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long sum = 0;
        for (long r : results) sum += r;
        System.out.println(sum);
    }
}
