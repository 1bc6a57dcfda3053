// race: DrbIndirect.a[5]
/** DataRaceBench indirectaccess: two threads update a[idx[i]] for their half
 *  of idx; index 5 appears in both halves. */
public class DrbIndirect {
    static final int[] idx = {0, 2, 4, 5, 5, 7, 9, 11};
    static int[] a = new int[12];

    static void update(int from, int to) {
        for (int i = from; i < to; i++)
            a[idx[i]] += 1;
    }

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(() -> update(0, 4));
        Thread t1 = new Thread(() -> update(4, 8));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println("done");
    }
}
