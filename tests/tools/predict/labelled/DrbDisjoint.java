// race-free
/** DataRaceBench-style: two threads fill disjoint halves of an array; the
 *  main thread sums it after joining both. */
public class DrbDisjoint {
    static int[] a = new int[16];

    static void fill(int from, int to) {
        for (int i = from; i < to; i++)
            a[i] = i * i;
    }

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(() -> fill(0, 8));
        Thread t1 = new Thread(() -> fill(8, 16));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        int s = 0;
        for (int v : a)
            s += v;
        System.out.println(s);
    }
}
