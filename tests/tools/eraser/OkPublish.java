import java.util.ArrayList;
import java.util.List;

/** Correct: data initialised before Thread.start, results read after join. */
public class OkPublish {
    static class Job { int[] input; int result; String label; }
    public static void main(String[] args) throws Exception {
        List<Job> jobs = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            Job j = new Job();
            j.input = new int[100];
            for (int i = 0; i < 100; i++) j.input[i] = i * k;
            j.label = "job" + k;
            jobs.add(j);
            Thread t = new Thread(() -> { int s = 0; for (int x : j.input) s += x; j.result = s; });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) t.join();
        for (Job j : jobs) System.out.println(j.label + " " + j.result);
    }
}
