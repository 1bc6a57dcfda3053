import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// ExecutorService: fixed, cached, single, scheduled pools; invokeAll/invokeAny; Future states; shutdown semantics;
// exceptions from tasks (ExecutionException), cancellation, rejected tasks, custom ThreadFactory names.
public class ConcurrentExecutors {
    static int slowSquare(int x) throws InterruptedException {
        Thread.sleep(x % 3);
        return x * x;
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger made = new AtomicInteger();
        ThreadFactory tf = r -> {
            Thread t = new Thread(r, "worker-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ExecutorService fixed = Executors.newFixedThreadPool(3, tf);
        List<Future<Integer>> futures = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            final int x = i;
            futures.add(fixed.submit(() -> slowSquare(x)));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Integer> f : futures) sb.append(f.get()).append(' ');
        System.out.println("fixed results " + sb.toString().trim());
        System.out.println("all done " + futures.stream().allMatch(Future::isDone) + " threads created <= 3 " + (made.get() <= 3));
        Set<String> names = ConcurrentHashMap.newKeySet();
        List<Callable<String>> calls = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            final int x = i;
            calls.add(() -> { names.add(Thread.currentThread().getName()); return "task" + x; });
        }
        List<Future<String>> all = fixed.invokeAll(calls);
        StringBuilder ia = new StringBuilder();
        for (Future<String> f : all) ia.append(f.get()).append(',');
        System.out.println("invokeAll " + ia + " worker names valid " + names.stream().allMatch(n -> n.matches("worker-[123]")));
        String any = fixed.invokeAny(List.of(() -> "only"));
        System.out.println("invokeAny " + any);
        Future<?> failing = fixed.submit(() -> { throw new IllegalArgumentException("task failed"); });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause " + e.getCause() + " message " + e.getMessage());
        }
        try {
            fixed.invokeAny(List.of(() -> { throw new IllegalStateException("a"); }, () -> { throw new IllegalStateException("a"); }));
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failed: " + e.getCause().getClass().getName());
        }
        Future<String> runnableResult = fixed.submit(() -> { }, "fixed result");
        System.out.println("submit(Runnable, result) " + runnableResult.get());

        CountDownLatch block = new CountDownLatch(1);
        ExecutorService single = Executors.newSingleThreadExecutor(tf);
        Future<String> blocker = single.submit(() -> { block.await(); return "unblocked"; });
        Future<String> queued = single.submit(() -> "queued");
        System.out.println("queued cancel " + queued.cancel(false) + " isCancelled " + queued.isCancelled() + " isDone " + queued.isDone());
        try {
            queued.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled: CancellationException");
        }
        try {
            blocker.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get with timeout: TimeoutException");
        }
        block.countDown();
        System.out.println("blocker " + blocker.get() + " cancel after done " + blocker.cancel(true));
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 10; i++) {
            final int x = i;
            single.execute(() -> order.add(x));
        }
        single.shutdown();
        System.out.println("single awaitTermination " + single.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown " + single.isShutdown() + " isTerminated " + single.isTerminated());
        System.out.println("single-thread order " + order);
        try {
            single.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: RejectedExecutionException");
        }

        ExecutorService cached = Executors.newCachedThreadPool(tf);
        CountDownLatch ready = new CountDownLatch(4);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> cf = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int x = i;
            cf.add(cached.submit(() -> { ready.countDown(); go.await(); return x * 100; }));
        }
        System.out.println("cached: all 4 running concurrently " + ready.await(10, TimeUnit.SECONDS));
        go.countDown();
        int total = 0;
        for (Future<Integer> f : cf) total += f.get();
        System.out.println("cached total " + total);
        CountDownLatch sleeperStarted = new CountDownLatch(1);
        Future<?> sleeper = cached.submit(() -> {
            sleeperStarted.countDown();
            try {
                Thread.sleep(10000);
                return "slept";
            } catch (InterruptedException e) {
                return "interrupted";
            }
        });
        sleeperStarted.await();
        List<Runnable> pending = cached.shutdownNow();
        System.out.println("shutdownNow pending " + pending.size() + " terminated " + cached.awaitTermination(10, TimeUnit.SECONDS));
        try {
            System.out.println("sleeper result " + sleeper.get());
        } catch (CancellationException e) {
            System.out.println("sleeper cancelled");
        }

        ScheduledExecutorService sched = Executors.newScheduledThreadPool(2, tf);
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        ScheduledFuture<String> late = sched.schedule(() -> { events.add("late"); return "L"; }, 200, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> early = sched.schedule(() -> { events.add("early"); return "E"; }, 1, TimeUnit.MILLISECONDS);
        System.out.println("scheduled results " + early.get() + late.get() + " events " + events + " delay after run <= 0 " + (late.getDelay(TimeUnit.MILLISECONDS) <= 0));
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch fiveTicks = new CountDownLatch(5);
        ScheduledFuture<?> periodic = sched.scheduleAtFixedRate(() -> { ticks.incrementAndGet(); fiveTicks.countDown(); }, 0, 2, TimeUnit.MILLISECONDS);
        fiveTicks.await();
        periodic.cancel(false);
        System.out.println("periodic ticked at least 5 " + (ticks.get() >= 5) + " cancelled " + periodic.isCancelled());
        CountDownLatch threeDelays = new CountDownLatch(3);
        ScheduledFuture<?> fixedDelay = sched.scheduleWithFixedDelay(threeDelays::countDown, 1, 1, TimeUnit.MILLISECONDS);
        threeDelays.await();
        fixedDelay.cancel(true);
        ScheduledFuture<?> failingPeriodic = sched.scheduleAtFixedRate(() -> { throw new RuntimeException("periodic boom"); }, 0, 1, TimeUnit.MILLISECONDS);
        try {
            failingPeriodic.get();
        } catch (ExecutionException e) {
            System.out.println("periodic task failure: " + e.getCause().getMessage());
        }
        ((ScheduledThreadPoolExecutor) sched).setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        ScheduledFuture<?> never = sched.schedule(() -> { }, 1, TimeUnit.HOURS);
        sched.shutdown();
        System.out.println("sched terminated " + sched.awaitTermination(10, TimeUnit.SECONDS) + " delayed task cancelled by shutdown policy " + never.isCancelled());

        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1), tf, new ThreadPoolExecutor.AbortPolicy());
        CountDownLatch hold = new CountDownLatch(1);
        tpe.execute(() -> { try { hold.await(); } catch (InterruptedException e) { } });
        tpe.execute(() -> { });
        try {
            tpe.execute(() -> { });
        } catch (RejectedExecutionException e) {
            System.out.println("AbortPolicy rejected, queue size " + tpe.getQueue().size() + " pool size " + tpe.getPoolSize());
        }
        hold.countDown();
        tpe.shutdown();
        tpe.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("tpe completed tasks " + tpe.getCompletedTaskCount() + " largest pool " + tpe.getLargestPoolSize());
        List<String> callerRuns = Collections.synchronizedList(new ArrayList<>());
        ThreadPoolExecutor cr = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new SynchronousQueue<>(), tf, new ThreadPoolExecutor.CallerRunsPolicy());
        CountDownLatch hold2 = new CountDownLatch(1);
        cr.execute(() -> { try { hold2.await(); } catch (InterruptedException e) { } });
        cr.execute(() -> callerRuns.add(Thread.currentThread().getName()));
        hold2.countDown();
        cr.shutdown();
        cr.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("CallerRunsPolicy ran on " + callerRuns);
        fixed.shutdown();
        System.out.println("fixed terminated " + fixed.awaitTermination(10, TimeUnit.SECONDS));
        Callable<Object> adapted = Executors.callable(() -> { }, "adapted");
        System.out.println("Executors.callable " + adapted.call());
        try {
            Executors.newFixedThreadPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("newFixedThreadPool(0): IllegalArgumentException");
        }
    }
}
