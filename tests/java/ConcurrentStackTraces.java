// compare: stderr
import java.util.concurrent.*;

// Stack traces that cross java.util.concurrent frames, compared on stderr: an uncaught exception in an executor
// thread (execute), a wrapped ExecutionException with its cause chain (submit + get), a CompletionException from a
// CompletableFuture run on the caller, and an uncaught ClassCastException in a plain thread; ends with System.exit(3).
public class ConcurrentStackTraces {
    static int parse(String s) {
        return Integer.parseInt(s);
    }

    static void level2(int x) {
        if (x > 1) throw new IllegalStateException("deep failure " + x);
    }

    static void level1(int x) {
        try {
            level2(x);
        } catch (IllegalStateException e) {
            throw new RuntimeException("wrapped at level1", e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] worker = new Thread[1];
        ThreadFactory named = r -> worker[0] = new Thread(r, "named-worker");
        ExecutorService single = Executors.newSingleThreadExecutor(named);
        single.execute(() -> level1(5));
        single.shutdown();
        single.awaitTermination(10, TimeUnit.SECONDS);
        // The pool terminates before the dying worker prints its uncaught
        // exception: wait for that too, so that stderr's order is fixed.
        worker[0].join();
        System.out.println("execute: uncaught exception printed by the worker thread");

        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<Integer> f = pool.submit(() -> parse("12x"));
        try {
            f.get();
        } catch (ExecutionException e) {
            System.out.println("submit: " + e.getCause());
            e.printStackTrace();
        }
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);

        CompletableFuture<Integer> cf = CompletableFuture.supplyAsync(() -> parse(""), Runnable::run).thenApply(x -> x + 1);
        try {
            cf.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getMessage());
            e.printStackTrace();
        }
        Thread t = new Thread(() -> {
            Object o = "not a number";
            Integer i = (Integer) o;
        }, "cast-thread");
        t.start();
        t.join();
        System.out.println("exiting with 3");
        System.exit(3);
    }
}
