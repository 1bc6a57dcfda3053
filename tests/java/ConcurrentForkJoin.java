import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// ForkJoinPool with RecursiveTask (fib, array sum), RecursiveAction (in-place increment), CountedCompleter,
// invokeAll, exceptions from subtasks, the common pool, and ForkJoinPool.managedBlock.
public class ConcurrentForkJoin {
    static class Fib extends RecursiveTask<Long> {
        final int n;
        Fib(int n) { this.n = n; }
        @Override
        protected Long compute() {
            if (n <= 10) return seq(n);
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }
        static long seq(int n) { return n < 2 ? n : seq(n - 1) + seq(n - 2); }
    }

    static class Sum extends RecursiveTask<Long> {
        final long[] a; final int lo, hi;
        Sum(long[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override
        protected Long compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid), right = new Sum(a, mid, hi);
            invokeAll(left, right);
            return left.join() + right.join();
        }
    }

    static class Increment extends RecursiveAction {
        final int[] a; final int lo, hi;
        Increment(int[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override
        protected void compute() {
            if (hi - lo < 100) {
                for (int i = lo; i < hi; i++) a[i] += i;
            } else {
                int mid = (lo + hi) >>> 1;
                invokeAll(new Increment(a, lo, mid), new Increment(a, mid, hi));
            }
        }
    }

    static class Failing extends RecursiveTask<Integer> {
        final int depth;
        Failing(int depth) { this.depth = depth; }
        @Override
        protected Integer compute() {
            if (depth == 0) throw new ArithmeticException("leaf failure");
            Failing a = new Failing(depth - 1);
            a.fork();
            return a.join() + 1;
        }
    }

    static class MaxCompleter extends CountedCompleter<Integer> {
        final int[] a; final int lo, hi; final AtomicInteger max;
        MaxCompleter(CountedCompleter<?> parent, int[] a, int lo, int hi, AtomicInteger max) {
            super(parent); this.a = a; this.lo = lo; this.hi = hi; this.max = max;
        }
        @Override
        public void compute() {
            int l = lo, h = hi;
            while (h - l >= 64) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new MaxCompleter(this, a, mid, h, max).fork();
                h = mid;
            }
            int m = Integer.MIN_VALUE;
            for (int i = l; i < h; i++) m = Math.max(m, a[i]);
            max.accumulateAndGet(m, Math::max);
            tryComplete();
        }
        @Override
        public Integer getRawResult() { return max.get(); }
    }

    static Throwable root(Throwable t) {
        while (t.getCause() != null) t = t.getCause();
        return t;
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("parallelism " + pool.getParallelism());
        for (int n : new int[]{0, 1, 15, 22, 25}) System.out.println("fib(" + n + ") = " + pool.invoke(new Fib(n)));
        long[] data = new long[20000];
        for (int i = 0; i < data.length; i++) data[i] = (i * 2654435761L) % 1000;
        long expect = 0;
        for (long v : data) expect += v;
        System.out.println("sum " + pool.invoke(new Sum(data, 0, data.length)) + " expected " + expect);
        int[] arr = new int[3000];
        pool.invoke(new Increment(arr, 0, arr.length));
        long chk = 0;
        for (int v : arr) chk += v;
        System.out.println("increment result sum " + chk + " a[2999] " + arr[2999]);
        ForkJoinTask<Long> submitted = pool.submit(new Fib(20));
        System.out.println("submit/get " + submitted.get() + " isDone " + submitted.isDone() + " isCompletedNormally " + submitted.isCompletedNormally());
        ForkJoinTask<Integer> bad = pool.submit(new Failing(5));
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("get: ExecutionException, root " + root(e).getClass().getName() + ": " + root(e).getMessage());
        }
        System.out.println("isCompletedAbnormally " + bad.isCompletedAbnormally() + " getException root " + root(bad.getException()).getMessage());
        try {
            pool.invoke(new Failing(3));
        } catch (ArithmeticException e) {
            System.out.println("invoke rethrows " + e.getClass().getName() + " root: " + root(e).getMessage());
        }
        int[] big = new int[5000];
        Random r = new Random(17);
        for (int i = 0; i < big.length; i++) big[i] = r.nextInt(1000000);
        int seqMax = Arrays.stream(big).max().getAsInt();
        System.out.println("CountedCompleter max " + pool.invoke(new MaxCompleter(null, big, 0, big.length, new AtomicInteger(Integer.MIN_VALUE))) + " expected " + seqMax);
        ForkJoinTask<String> adapted = ForkJoinTask.adapt(() -> "callable adapted");
        System.out.println(pool.invoke(adapted));
        System.out.println("common pool fib " + ForkJoinPool.commonPool().invoke(new Fib(18)) + " via fork/join outside pool " + new Fib(16).fork().join());
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            final int x = i;
            tasks.add(() -> x * x * x);
        }
        int s = 0;
        for (Future<Integer> f : pool.invokeAll(tasks)) s += f.get();
        System.out.println("invokeAll cubes " + s);
        AtomicBoolean blocked = new AtomicBoolean();
        pool.submit(() -> {
            try {
                ForkJoinPool.managedBlock(new ForkJoinPool.ManagedBlocker() {
                    int calls;
                    public boolean block() { blocked.set(true); return true; }
                    public boolean isReleasable() { return calls++ > 0; }
                });
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }).get();
        System.out.println("managedBlock ran " + blocked.get());
        RecursiveTask<Integer> cancelled = new Fib(30).isDone() ? null : new RecursiveTask<Integer>() {
            protected Integer compute() { return 1; }
        };
        System.out.println("cancel before run " + cancelled.cancel(true) + " isCancelled " + cancelled.isCancelled());
        try {
            cancelled.join();
        } catch (CancellationException e) {
            System.out.println("join cancelled: CancellationException");
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown " + pool.isShutdown());
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: RejectedExecutionException");
        }
        try {
            new ForkJoinPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("ForkJoinPool(0): IllegalArgumentException");
        }
    }
}
