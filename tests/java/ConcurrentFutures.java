import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// CompletableFuture: supplyAsync on an explicit executor, thenApply/thenCompose/thenCombine/thenAccept,
// allOf/anyOf, exceptionally/handle/whenComplete, completeExceptionally, obtrude, orTimeout/completeOnTimeout, join vs get.
public class ConcurrentFutures {
    static String describe(Throwable t) {
        return t.getClass().getSimpleName() + (t.getCause() != null ? "(" + t.getCause().getClass().getSimpleName() + ": " + t.getCause().getMessage() + ")" : ": " + t.getMessage());
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(3);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 6, ex);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 7, ex);
        CompletableFuture<Integer> product = a.thenCombine(b, (x, y) -> x * y);
        CompletableFuture<String> chain = product.thenApply(x -> x + 1).thenApplyAsync(x -> "answer=" + x, ex).thenCompose(s -> CompletableFuture.supplyAsync(() -> s + "!", ex));
        System.out.println("chain " + chain.get() + " product " + product.join());
        List<CompletableFuture<Integer>> many = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            final int x = i;
            many.add(CompletableFuture.supplyAsync(() -> x * x, ex));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(many.toArray(new CompletableFuture[0]));
        all.join();
        int sum = 0;
        for (CompletableFuture<Integer> f : many) sum += f.getNow(-1);
        System.out.println("allOf sum of squares " + sum + " all done " + all.isDone());
        CompletableFuture<Object> any = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"), new CompletableFuture<>());
        System.out.println("anyOf " + any.get());

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { throw new IllegalStateException("supplier failed"); }, ex);
        CompletableFuture<Integer> recovered = failing.exceptionally(t -> { System.out.println("  exceptionally sees " + describe(t)); return -1; });
        System.out.println("recovered " + recovered.join());
        String handled = failing.handle((v, t) -> t == null ? "value " + v : "handled " + describe(t)).join();
        System.out.println(handled);
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join throws " + describe(e));
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get throws " + describe(e));
        }
        System.out.println("isCompletedExceptionally " + failing.isCompletedExceptionally() + " dependent also failed " + failing.thenApply(x -> x + 1).isCompletedExceptionally());
        List<String> log = new ArrayList<>();
        CompletableFuture<String> wc = CompletableFuture.completedFuture("ok").whenComplete((v, t) -> log.add("whenComplete v=" + v + " t=" + t));
        System.out.println(wc.join() + " " + log);
        CompletableFuture<String> wcFail = CompletableFuture.<String>failedFuture(new RuntimeException("pre-failed")).whenComplete((v, t) -> log.add("saw " + t.getMessage()));
        System.out.println("whenComplete keeps failure " + wcFail.isCompletedExceptionally() + " " + log);

        CompletableFuture<String> manual = new CompletableFuture<>();
        System.out.println("manual done " + manual.isDone() + " getNow " + manual.getNow("absent") + " deps " + manual.getNumberOfDependents());
        CompletableFuture<Integer> dep = manual.thenApply(String::length);
        System.out.println("deps after thenApply " + manual.getNumberOfDependents());
        System.out.println("complete " + manual.complete("hello") + " second complete " + manual.complete("again") + " value " + manual.join() + " dep " + dep.join());
        CompletableFuture<String> ce = new CompletableFuture<>();
        ce.completeExceptionally(new java.io.IOException("io broke"));
        try {
            ce.get();
        } catch (ExecutionException e) {
            System.out.println("completeExceptionally get cause " + e.getCause());
        }
        ce.obtrudeValue("forced");
        System.out.println("obtrudeValue " + ce.join());
        CompletableFuture<String> cancelled = new CompletableFuture<>();
        System.out.println("cancel " + cancelled.cancel(true) + " isCancelled " + cancelled.isCancelled() + " exceptionally " + cancelled.isCompletedExceptionally());
        try {
            cancelled.join();
        } catch (CancellationException e) {
            System.out.println("join on cancelled: CancellationException");
        }

        StringBuffer order = new StringBuffer();
        CompletableFuture<Void> accept = CompletableFuture.supplyAsync(() -> "x", ex).thenAccept(order::append).thenRun(() -> order.append("y"))
            .thenAcceptBoth(CompletableFuture.completedFuture("z"), (v, z) -> order.append(z));
        accept.join();
        System.out.println("thenAccept/thenRun/thenAcceptBoth " + order);
        CompletableFuture<String> either = CompletableFuture.completedFuture("left").applyToEither(new CompletableFuture<String>(), s -> s.toUpperCase());
        System.out.println("applyToEither " + either.join());
        CompletableFuture<String> composedFailure = CompletableFuture.completedFuture(1).thenCompose(x -> CompletableFuture.failedFuture(new ArithmeticException("in compose")));
        System.out.println("compose failure handled: " + composedFailure.handle((v, t) -> describe(t)).join());
        CompletableFuture<Integer> applyThrows = CompletableFuture.completedFuture(0).thenApply(x -> 10 / x);
        System.out.println("thenApply throws: " + applyThrows.handle((v, t) -> describe(t)).join());

        CompletableFuture<String> timeout = new CompletableFuture<String>().orTimeout(10, TimeUnit.MILLISECONDS);
        try {
            timeout.join();
        } catch (CompletionException e) {
            System.out.println("orTimeout: " + e.getCause().getClass().getName());
        }
        CompletableFuture<String> dflt = new CompletableFuture<String>().completeOnTimeout("default", 10, TimeUnit.MILLISECONDS);
        System.out.println("completeOnTimeout " + dflt.join());
        CompletableFuture<String> delayed = CompletableFuture.supplyAsync(() -> "delayed", CompletableFuture.delayedExecutor(5, TimeUnit.MILLISECONDS, ex));
        System.out.println("delayedExecutor " + delayed.get(10, TimeUnit.SECONDS));
        CompletableFuture<Integer> async = CompletableFuture.supplyAsync(() -> 21);
        System.out.println("default async pool " + async.thenApplyAsync(x -> x * 2).join());
        CompletableFuture<Integer> min = new CompletableFuture<>();
        CompletionStage<Integer> stage = min.minimalCompletionStage();
        min.complete(5);
        System.out.println("minimalCompletionStage " + stage.toCompletableFuture().join() + " copy " + min.copy().join());
        AtomicInteger counter = new AtomicInteger();
        CompletableFuture<Void> runAsync = CompletableFuture.runAsync(counter::incrementAndGet, ex);
        runAsync.get();
        System.out.println("runAsync counter " + counter.get() + " result " + runAsync.get());
        ex.shutdown();
        System.out.println("terminated " + ex.awaitTermination(10, TimeUnit.SECONDS));
    }
}
