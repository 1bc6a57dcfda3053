// java.util.concurrent.Flow with SubmissionPublisher, and CompletableFuture combinators on a single-thread executor.
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.function.*;

public class ConcurrentFlowCompletable {
    static final class Collecting implements Flow.Subscriber<Integer> {
        final String name; final long batch; final List<String> log = Collections.synchronizedList(new ArrayList<>());
        final CountDownLatch done = new CountDownLatch(1);
        Flow.Subscription sub; long got;
        Collecting(String name, long batch) { this.name = name; this.batch = batch; }
        public void onSubscribe(Flow.Subscription s) { sub = s; log.add("subscribed"); s.request(batch); }
        public void onNext(Integer item) {
            log.add("next " + item);
            if (++got % batch == 0) sub.request(batch);
            if (item == 13 && name.equals("canceller")) { sub.cancel(); log.add("cancelled"); done.countDown(); }
        }
        public void onError(Throwable t) { log.add("error " + t); done.countDown(); }
        public void onComplete() { log.add("complete"); done.countDown(); }
    }

    static final class Doubler extends SubmissionPublisher<Integer> implements Flow.Processor<Integer, Integer> {
        Flow.Subscription s;
        Doubler(Executor e) { super(e, 16); }
        public void onSubscribe(Flow.Subscription s) { this.s = s; s.request(1); }
        public void onNext(Integer i) { submit(i * 2); s.request(1); }
        public void onError(Throwable t) { closeExceptionally(t); }
        public void onComplete() { close(); }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        SubmissionPublisher<Integer> pub = new SubmissionPublisher<>(ex, 8);
        Collecting a = new Collecting("all", 3), b = new Collecting("canceller", 5);
        pub.subscribe(a);
        pub.subscribe(b);
        System.out.println("subscribers " + pub.getNumberOfSubscribers() + " buffer " + pub.getMaxBufferCapacity());
        for (int i = 10; i < 20; i++) pub.submit(i);
        pub.close();
        a.done.await(); b.done.await();
        System.out.println("a " + a.log);
        System.out.println("b " + b.log);

        SubmissionPublisher<Integer> src = new SubmissionPublisher<>(ex, 16);
        Doubler d = new Doubler(ex);
        Collecting c = new Collecting("proc", 2);
        src.subscribe(d);
        d.subscribe(c);
        for (int i = 1; i <= 5; i++) src.submit(i);
        src.close();
        c.done.await();
        System.out.println("processed " + c.log);

        SubmissionPublisher<String> cons = new SubmissionPublisher<>(ex, 2);
        List<String> seen = new ArrayList<>();
        CompletableFuture<Void> cf = cons.consume(s -> seen.add(s.toUpperCase()));
        for (String s : List.of("x", "y", "z")) cons.submit(s);
        cons.close();
        cf.get();
        System.out.println("consumed " + seen + " done " + cf.isDone());

        // CompletableFuture combinators; everything async runs on the one-thread executor
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Integer> f1 = CompletableFuture.supplyAsync(() -> { order.add("f1"); return 6; }, ex);
        CompletableFuture<Integer> f2 = CompletableFuture.supplyAsync(() -> { order.add("f2"); return 7; }, ex);
        CompletableFuture<Integer> prod = f1.thenCombineAsync(f2, (x, y) -> x * y, ex);
        CompletableFuture<String> str = prod.thenApplyAsync(v -> "v=" + v, ex).thenComposeAsync(s -> CompletableFuture.supplyAsync(() -> s + "!", ex), ex);
        System.out.println("combine " + str.get() + " " + order);
        CompletableFuture<Object> any = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"), new CompletableFuture<>());
        System.out.println("anyOf " + any.get());
        CompletableFuture<Void> all = CompletableFuture.allOf(f1, f2, prod);
        all.get();
        System.out.println("allOf " + all.isDone() + " " + all.isCompletedExceptionally());
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { throw new ArithmeticException("div"); }, ex);
        System.out.println("exceptionally " + failing.exceptionally(t -> { System.out.println("  t " + t.getClass().getSimpleName() + " " + t.getCause()); return -1; }).get());
        System.out.println("handle " + failing.handle((v, t) -> v == null ? "H:" + t.getCause().getMessage() : "V").get());
        try { failing.get(); } catch (ExecutionException e) { System.out.println("get " + e.getMessage()); }
        try { failing.join(); } catch (CompletionException e) { System.out.println("join " + e.getMessage()); }
        System.out.println("state " + failing.isCompletedExceptionally() + " " + failing.isDone());
        CompletableFuture<Integer> manual = new CompletableFuture<>();
        CompletableFuture<Integer> dep = manual.thenApply(x -> x + 1).whenComplete((v, t) -> order.add("when " + v + " " + t));
        System.out.println("deps " + manual.getNumberOfDependents() + " done " + dep.isDone());
        manual.complete(41);
        System.out.println("dep " + dep.get() + " " + order.get(order.size() - 1) + " complete again " + manual.complete(0) + " obtrude");
        manual.obtrudeValue(1);
        System.out.println("obtruded " + manual.get());
        CompletableFuture<Integer> timeout = new CompletableFuture<Integer>().completeOnTimeout(5, 1, TimeUnit.MILLISECONDS);
        System.out.println("completeOnTimeout " + timeout.get());
        CompletableFuture<Integer> to = new CompletableFuture<Integer>().orTimeout(1, TimeUnit.MILLISECONDS);
        try { to.get(); } catch (ExecutionException e) { System.out.println("orTimeout " + e.getCause().getClass().getSimpleName()); }
        CompletableFuture<String> either = f1.applyToEither(new CompletableFuture<Integer>(), v -> "either " + v);
        System.out.println(either.get());
        CompletableFuture<Void> acc = f1.thenAcceptBoth(f2, (x, y) -> order.add("both " + (x + y)));
        acc.get();
        System.out.println("both " + order.get(order.size() - 1));
        CompletableFuture<Integer> cancel = new CompletableFuture<>();
        System.out.println("cancel " + cancel.cancel(true) + " " + cancel.isCancelled());
        try { cancel.join(); } catch (CancellationException e) { System.out.println("cancelled join " + e.getClass().getSimpleName()); }
        System.out.println("minimal " + f1.minimalCompletionStage().toCompletableFuture().get() + " copy " + f2.copy().get() + " failed " + CompletableFuture.failedFuture(new Error("e")).isCompletedExceptionally());
        System.out.println("string " + CompletableFuture.completedFuture(1).toString().replaceAll("@[0-9a-f]+", "@H"));
        AtomicInteger chain = new AtomicInteger();
        CompletableFuture<Integer> ch = CompletableFuture.completedFuture(0);
        for (int i = 0; i < 200; i++) ch = ch.thenApplyAsync(v -> { chain.incrementAndGet(); return v + 1; }, ex);
        System.out.println("chain " + ch.get() + " " + chain.get());
        ex.shutdown();
        System.out.println("terminated " + ex.awaitTermination(5, TimeUnit.SECONDS));
    }
}
