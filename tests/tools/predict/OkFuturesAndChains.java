import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Correct: results handed back through ExecutorService futures (get()
 *  orders the task before the caller), a CompletableFuture chain whose
 *  stages each mutate the list the previous one built, a thread-confined
 *  StringBuilder per task, and ThreadLocal buffers. */
public class OkFuturesAndChains {
    static class Result {
        int value;
        List<Integer> parts = new ArrayList<>();
    }

    static final ThreadLocal<StringBuilder> buf = ThreadLocal.withInitial(StringBuilder::new);

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Result>> fs = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            int n = i;
            fs.add(pool.submit(() -> {
                Result r = new Result();
                StringBuilder sb = buf.get();
                sb.setLength(0);
                for (int j = 0; j < n; j++) {
                    r.parts.add(j);
                    r.value += j;
                    sb.append(j);
                }
                return r;
            }));
        }
        int total = 0;
        for (Future<Result> f : fs) {
            Result r = f.get();
            r.parts.add(-1); // the caller mutates the task's result
            total += r.value + r.parts.size();
        }
        CompletableFuture<List<String>> chain = CompletableFuture.supplyAsync(() -> {
            List<String> l = new ArrayList<>();
            l.add("a");
            return l;
        }, pool).thenApplyAsync(l -> {
            l.add("b");
            return l;
        }, pool).thenApply(l -> {
            l.add("c");
            return l;
        });
        List<String> l = chain.get();
        l.add("d");
        pool.shutdown();
        System.out.println(total + " " + l);
    }
}
