import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Concurrency: worker threads of a fixed pool update a shared ConcurrentHashMap; futures collected. */
public class Concurrent {
    public static void main(String[] args) throws Exception {
        final int workers = 4, tasks = 16, ops = 100_000, keys = 1024;
        ConcurrentHashMap<Integer, Long> map = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        List<Future<Long>> futures = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            final int id = t;
            futures.add(pool.submit(() -> {
                long local = 0;
                int x = id * 7919 + 1;
                for (int i = 0; i < ops; i++) {
                    x = x * 1103515245 + 12345;
                    int k = (x >>> 8) % keys;
                    map.merge(k, (long) (i & 15), Long::sum);
                    Long v = map.get((k * 31) % keys);
                    if (v != null) local += v & 1;
                    if ((i & 255) == 0) map.computeIfAbsent(keys + id, n -> 0L);
                }
                return (long) id;
            }));
        }
        long ids = 0;
        for (Future<Long> f : futures) ids += f.get();
        pool.shutdown();
        long sum = 0;
        for (var e : map.entrySet()) sum += (long) e.getKey() * e.getValue();
        System.out.println(map.size() + " " + sum + " " + ids);
    }
}
