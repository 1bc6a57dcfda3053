import java.util.List;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

/** Correct: java.util.concurrent collections and atomics shared by several threads,
 *  and mutable tasks handed from producers to consumers through a BlockingQueue. */
public class OkConcurrent {
    static class Task { int n; long result; }
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
        CopyOnWriteArrayList<Integer> list = new CopyOnWriteArrayList<>();
        AtomicInteger counter = new AtomicInteger();
        BlockingQueue<Task> queue = new LinkedBlockingQueue<>();
        BlockingQueue<Task> done = new ArrayBlockingQueue<>(100);
        Runnable producer = () -> {
            for (int i = 0; i < 20; i++) {
                map.merge("k" + (i % 5), 1, Integer::sum);
                list.add(i);
                counter.incrementAndGet();
                Task t = new Task();
                t.n = i;
                queue.add(t);
            }
        };
        Runnable consumer = () -> {
            try {
                for (int i = 0; i < 20; i++) {
                    Task t = queue.take();
                    t.result = (long) t.n * t.n;
                    done.put(t);
                }
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        };
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> fs = List.of(pool.submit(producer), pool.submit(producer), pool.submit(consumer), pool.submit(consumer));
        for (Future<?> f : fs) f.get();
        pool.shutdown();
        long sum = 0;
        for (Task t : done) sum += t.result;
        System.out.println(new java.util.TreeMap<>(map) + " " + list.size() + " " + counter.get() + " " + sum);
    }
}
