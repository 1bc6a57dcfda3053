import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

// Concurrency library behaviour with deterministic outcomes: CompletableFuture composition and exception paths,
// Phaser phases, Exchanger, CyclicBarrier actions, InheritableThreadLocal, Timer ordering, ScheduledExecutorService,
// ForkJoin RecursiveTask results, Thread states, join, interrupt flags, holdsLock.
public class ConcurrencyDeterministic {
    static void p(Object o) { System.out.println(o); }
    static final InheritableThreadLocal<String> ITL = new InheritableThreadLocal<>() {
        @Override protected String childValue(String parent) { return parent + "+child"; }
    };
    static final ThreadLocal<Integer> TL = ThreadLocal.withInitial(() -> 7);
    static class Fib extends RecursiveTask<Long> {
        final int n; Fib(int n) { this.n = n; }
        protected Long compute() {
            if (n < 12) { long a = 0, b = 1; for (int i = 0; i < n; i++) { long t = a + b; a = b; b = t; } return a; }
            Fib f1 = new Fib(n - 1); f1.fork();
            return new Fib(n - 2).compute() + f1.join();
        }
    }
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> cf = CompletableFuture.supplyAsync(() -> 6).thenApply(x -> x * 7).thenCombine(CompletableFuture.completedFuture(10), Integer::sum);
        p("combine " + cf.get() + " " + cf.isDone() + " " + cf.getNow(-1));
        CompletableFuture<String> failed = CompletableFuture.supplyAsync(() -> { throw new IllegalStateException("bad"); });
        p("handle " + failed.handle((v, e) -> e.getClass().getSimpleName() + "/" + e.getCause().getMessage()).get());
        p("exceptionally " + failed.exceptionally(e -> "recovered from " + e.getCause().getMessage()).join());
        try { failed.join(); } catch (CompletionException e) { p("join: " + e.getMessage()); }
        try { failed.get(); } catch (ExecutionException e) { p("get: " + e.getMessage()); }
        p("state " + failed.isCompletedExceptionally() + " " + failed.isCancelled() + " " + failed.toString().replaceAll("@[0-9a-f]+", "@X"));
        CompletableFuture<String> never = new CompletableFuture<>();
        p("cancel " + never.cancel(true) + " " + never.isCancelled() + " " + never.isCompletedExceptionally());
        try { never.join(); } catch (CancellationException e) { p("cancelled join " + e.getClass().getSimpleName()); }
        CompletableFuture<Object> any = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"), new CompletableFuture<>());
        p("anyOf " + any.get());
        List<CompletableFuture<Integer>> many = IntStream.range(0, 10).mapToObj(i -> CompletableFuture.supplyAsync(() -> i * i)).collect(Collectors.toList());
        CompletableFuture.allOf(many.toArray(new CompletableFuture[0])).join();
        p("allOf " + many.stream().map(CompletableFuture::join).collect(Collectors.toList()));
        p("compose " + CompletableFuture.completedFuture(3).thenCompose(x -> CompletableFuture.supplyAsync(() -> x + 1)).thenApplyAsync(x -> "v" + x).get()
          + " whenComplete " + CompletableFuture.completedFuture("w").whenComplete((v, e) -> {}).join()
          + " timeout " + new CompletableFuture<String>().completeOnTimeout("dflt", 10, TimeUnit.MILLISECONDS).get());
        try { new CompletableFuture<String>().orTimeout(10, TimeUnit.MILLISECONDS).join(); } catch (CompletionException e) { p("orTimeout " + e.getCause().getClass().getName()); }
        CompletableFuture<String> ch = CompletableFuture.completedFuture("x").thenApply(s -> { throw new ArithmeticException("in stage"); });
        p("chained fail " + ch.thenApply(s -> s + "!").exceptionally(e -> e.getClass().getSimpleName() + ":" + e.getCause().getMessage()).join());
        p("failedFuture " + CompletableFuture.failedFuture(new Exception("ff")).exceptionallyCompose(e -> CompletableFuture.completedFuture("composed " + e.getMessage())).join());
        // Phaser
        Phaser ph = new Phaser(1);
        List<String> plog = Collections.synchronizedList(new ArrayList<>());
        Thread[] pts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ph.register();
            int id = i;
            pts[i] = new Thread(() -> {
                for (int r = 0; r < 3; r++) { plog.add("p" + r + "t" + id); ph.arriveAndAwaitAdvance(); }
                ph.arriveAndDeregister();
            });
            pts[i].start();
        }
        for (int r = 0; r < 3; r++) { int phase = ph.arriveAndAwaitAdvance(); p("phase advanced to " + phase); }
        ph.arriveAndDeregister();
        for (Thread t : pts) t.join();
        List<String> sortedLog = new ArrayList<>(plog); Collections.sort(sortedLog);
        p("phaser log " + sortedLog + " terminated " + ph.isTerminated());
        // Exchanger
        Exchanger<String> exch = new Exchanger<>();
        String[] got = new String[1];
        Thread et = new Thread(() -> { try { got[0] = exch.exchange("from thread"); } catch (InterruptedException e) {} });
        et.start();
        String mine = exch.exchange("from main");
        et.join();
        p("exchanged " + mine + " / " + got[0]);
        // CyclicBarrier
        AtomicInteger trips = new AtomicInteger();
        CyclicBarrier cb = new CyclicBarrier(3, trips::incrementAndGet);
        ExecutorService ex = Executors.newFixedThreadPool(3);
        List<Future<Integer>> arrivals = new ArrayList<>();
        for (int i = 0; i < 6; i++) arrivals.add(ex.submit(() -> cb.await()));
        int sum = 0; for (Future<Integer> f : arrivals) sum += f.get();
        p("barrier trips " + trips.get() + " arrival index sum " + sum + " broken " + cb.isBroken());
        ex.shutdown(); p("terminated " + ex.awaitTermination(5, TimeUnit.SECONDS));
        // ThreadLocals
        ITL.set("parent"); TL.set(99);
        String[] seen = new String[2];
        Thread c = new Thread(() -> { seen[0] = ITL.get(); seen[1] = String.valueOf(TL.get()); });
        c.start(); c.join();
        p("inherit " + seen[0] + " tl " + seen[1] + " main " + TL.get());
        TL.remove(); p("after remove " + TL.get());
        // Timer
        Timer timer = new Timer("tmr", true);
        List<String> tlog = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch tl = new CountDownLatch(3);
        timer.schedule(new TimerTask() { public void run() { tlog.add("b"); tl.countDown(); } }, 40);
        timer.schedule(new TimerTask() { public void run() { tlog.add("a"); tl.countDown(); } }, 5);
        timer.schedule(new TimerTask() { public void run() { tlog.add("c"); tl.countDown(); } }, 80);
        tl.await();
        timer.cancel();
        p("timer " + tlog + " purge " + timer.purge());
        try { timer.schedule(new TimerTask() { public void run() {} }, 1); } catch (IllegalStateException e) { p("cancelled timer: " + e.getMessage()); }
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        List<String> slog = Collections.synchronizedList(new ArrayList<>());
        ScheduledFuture<?> s2 = ses.schedule(() -> slog.add("late"), 60, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> s1 = ses.schedule(() -> { slog.add("early"); return "callable"; }, 5, TimeUnit.MILLISECONDS);
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch tick3 = new CountDownLatch(3);
        ScheduledFuture<?> rep = ses.scheduleAtFixedRate(() -> { ticks.incrementAndGet(); tick3.countDown(); }, 0, 5, TimeUnit.MILLISECONDS);
        p("scheduled " + s1.get() + " " + s2.get());
        tick3.await(); rep.cancel(false);
        p("slog " + slog + " ticks>=3 " + (ticks.get() >= 3) + " rep cancelled " + rep.isCancelled());
        ses.shutdownNow(); ses.awaitTermination(1, TimeUnit.SECONDS);
        try { ses.schedule(() -> {}, 1, TimeUnit.SECONDS); } catch (RejectedExecutionException e) { p("rejected " + e.getClass().getSimpleName()); }
        // ForkJoin
        ForkJoinPool pool = new ForkJoinPool(2);
        p("fib " + pool.invoke(new Fib(25)) + " common " + ForkJoinPool.commonPool().invoke(new Fib(20)));
        pool.shutdown();
        p("parallel " + IntStream.rangeClosed(1, 10000).parallel().mapToLong(i -> (long) i * i).sum() + " " + IntStream.range(0, 1000).parallel().boxed().collect(Collectors.groupingBy(i -> i % 3, TreeMap::new, Collectors.counting()))
          + " " + Arrays.stream(new int[]{5, 3, 9, 1}).parallel().sorted().boxed().collect(Collectors.toList()));
        int[] big = new Random(1).ints(20000, 0, 1000).toArray();
        Arrays.parallelSort(big);
        long[] pref = LongStream.rangeClosed(1, 10).toArray(); Arrays.parallelPrefix(pref, Long::sum);
        p("parallelSort " + big[0] + " " + big[10000] + " " + big[19999] + " prefix " + Arrays.toString(pref));
        // Thread states
        Object lock = new Object();
        Thread waiter = new Thread(() -> { synchronized (lock) { try { lock.wait(); } catch (InterruptedException e) { p("waiter interrupted, flag " + Thread.currentThread().isInterrupted()); } } });
        p("new state " + waiter.getState());
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        p("waiting state " + waiter.getState());
        synchronized (lock) { p("holdsLock " + Thread.holdsLock(lock)); }
        p("holdsLock outside " + Thread.holdsLock(lock));
        waiter.interrupt(); waiter.join();
        p("terminated " + waiter.getState() + " alive " + waiter.isAlive());
        Thread blocker = new Thread(() -> { synchronized (lock) {} });
        synchronized (lock) {
            blocker.start();
            while (blocker.getState() != Thread.State.BLOCKED) Thread.sleep(1);
            p("blocked state " + blocker.getState());
        }
        blocker.join();
        Thread sleeper = new Thread(() -> { try { Thread.sleep(10_000); } catch (InterruptedException e) { p("sleep interrupted " + e.getMessage()); } });
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        p("timed state " + sleeper.getState());
        sleeper.interrupt(); sleeper.join();
        Thread.currentThread().interrupt();
        p("self interrupt " + Thread.interrupted() + " " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try { Thread.sleep(5); } catch (InterruptedException e) { p("sleep with flag set: " + e.getMessage() + " flag now " + Thread.currentThread().isInterrupted()); }
        Thread.currentThread().interrupt();
        try { new CountDownLatch(1).await(); } catch (InterruptedException e) { p("latch with flag set: " + e.getMessage()); }
        Thread.currentThread().interrupt();
        try { synchronized (lock) { lock.wait(); } } catch (InterruptedException e) { p("wait with flag set: " + e.getMessage()); }
        Thread j = new Thread(() -> {}); 
        j.join(); p("join unstarted ok " + j.getState());
        try { Thread t2 = new Thread(() -> {}); t2.start(); t2.start(); } catch (IllegalThreadStateException e) { p("double start " + e.getMessage()); }
        try { lock.notify(); } catch (IllegalMonitorStateException e) { p("notify unowned: " + e.getMessage()); }
        Thread named = new Thread(() -> {}, "custom-name");
        p("thread " + named.getName() + " prio " + named.getPriority() + " daemon " + named.isDaemon() + " group " + named.getThreadGroup().getName() + " main group " + Thread.currentThread().getThreadGroup().getName()
          + " parent " + Thread.currentThread().getThreadGroup().getParent().getName() + " toString " + named.toString());
    }
}
