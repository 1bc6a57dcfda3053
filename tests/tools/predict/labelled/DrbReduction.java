// race: DrbReduction.sum
/** DataRaceBench plusplus/reduction without a reduction clause: two threads
 *  add their halves of a range into one shared sum. */
public class DrbReduction {
    static long sum;

    static void add(int from, int to) {
        for (int i = from; i < to; i++)
            sum += i;
    }

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(() -> add(0, 50));
        Thread t1 = new Thread(() -> add(50, 100));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println("done");
    }
}
