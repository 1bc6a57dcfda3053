/** Correct: a table built before the threads start is only read by them. */
public class OkReadOnly {
    static int[] table = new int[64];
    static String name = "squares";
    public static void main(String[] args) throws Exception {
        for (int i = 0; i < table.length; i++) table[i] = i * i;
        long[] sums = new long[3];
        Thread[] ts = new Thread[3];
        for (int k = 0; k < 3; k++) {
            final int id = k;
            ts[k] = new Thread(() -> { long s = 0; for (int v : table) s += v + name.length(); sums[id] = s; });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(sums[0] + " " + sums[1] + " " + sums[2]);
    }
}
