/*
 * OkExecutor -- CORRECT: two tasks on a fixed thread pool, results through
 * futures.
 *
 * Each task sums a range and adds its sum to an AtomicInteger; main waits for
 * both futures, checks the results, and shuts the pool down (its threads
 * then end and the program exits).
 *
 * Tester: nothing on any schedule (exit status 0). Output: "total = 210".
 */
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

public class OkExecutor {
    static final AtomicInteger total = new AtomicInteger();

    static int sum(int from, int to) {
        int s = 0;
        for (int i = from; i <= to; i++)
            s += i;
        total.addAndGet(s);
        return s;
    }

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> a = pool.submit(() -> sum(1, 10));
        Future<Integer> b = pool.submit(() -> sum(11, 20));
        int ra = a.get(), rb = b.get();
        pool.shutdown();
        assert ra == 55 && rb == 155 : "wrong results " + ra + ", " + rb;
        assert total.get() == 210 : "total = " + total.get();
        System.out.println("total = " + (ra + rb));
    }
}
