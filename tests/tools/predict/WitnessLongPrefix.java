/** Racy, with a window that starts deep in the run: main makes 30,000
 *  writes before it starts the threads, more than the causal model's window
 *  holds. The run that follows the witness reaches the window's start by
 *  running the observed schedule again (Rivet is deterministic), checks that
 *  every thread made as many events as observed, then follows the witness. */
public class WitnessLongPrefix {
    static int[] warm = new int[64];
    static int shared;

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 30000; i++)
            warm[i & 63] += i;
        Thread a = new Thread(() -> {
            int[] mine = new int[8];
            for (int i = 0; i < 3000; i++)
                mine[i & 7]++;
            shared = 1;
        });
        Thread b = new Thread(() -> {
            int r = shared;
            if (r == 5)
                System.out.println("five");
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
