import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Correct: tasks get their input through submit, results through futures. */
public class OkExecutor {
    static class Job {
        int in, out;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Job>> futures = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Job j = new Job();
            j.in = i;
            futures.add(pool.submit(() -> {
                j.out = j.in * j.in;
                return j;
            }));
        }
        int sum = 0;
        for (Future<Job> f : futures)
            sum += f.get().out;
        pool.shutdown();
        System.out.println(sum);
    }
}
