// Race: the number of workers comes from standard input (RaceStdinWorkers.in:
// 2). Each adds to `total` without a lock. The confirming runs are other
// processes: they must read the input the observed run read (before, they
// read /dev/null, started no worker, and the race was never confirmed).
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class RaceStdinWorkers {
    static int total;

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> total += 1);   // BUG: no lock
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("workers " + n);
    }
}
