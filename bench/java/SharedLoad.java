/** Predictor load: two threads each make 250,000 rounds of shared-memory
 *  work under a lock, with a volatile flag and an array element, about 1.5
 *  million shared-memory events and 1 million synchronisation events in
 *  all. No race. Prints a checksum. */
public class SharedLoad {
    static final Object lock = new Object();
    static final int[] cells = new int[64];
    static long total;
    static volatile int round;

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 250_000;
        Runnable work = () -> {
            for (int i = 0; i < n; i++) {
                synchronized (lock) {
                    total += i;
                    cells[i & 63]++;
                }
                round = i;
            }
        };
        Thread a = new Thread(work), b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        long sum = total;
        for (int c : cells)
            sum += c;
        System.out.println("checksum " + sum + " round " + round);
    }
}
