// Stack traces of exceptions thrown from callbacks inside library code: streams, collections, comparators,
// Optional, iterators, formatters, method references, method handles, reflection and executors.
import java.lang.invoke.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.function.*;
import java.util.stream.*;

public class StackTracesLibraryPaths {
    static void show(String label, Runnable r) {
        try { r.run(); System.out.println(label + ": no exception"); }
        catch (Throwable t) {
            System.out.println(label + ": " + t);
            Throwable c = t;
            while (c != null) {
                for (StackTraceElement e : c.getStackTrace()) {
                    if (e.getClassName().equals("StackTracesLibraryPaths") && e.getMethodName().equals("main")) break;
                    System.out.println("    at " + e);
                }
                c = c.getCause();
                if (c != null) System.out.println("  caused by " + c);
            }
        }
    }
    static int boom(int x) { if (x == 3) throw new IllegalStateException("boom at " + x); return x; }
    static int cmpBoom(String a, String b) { throw new UnsupportedOperationException("cmp " + a + " " + b); }
    record Item(String name) implements Formattable {
        public void formatTo(Formatter f, int flags, int width, int precision) { throw new IllegalArgumentException("formatTo"); }
    }

    public static void main(String[] args) throws Throwable {
        show("stream map", () -> IntStream.range(0, 5).map(StackTracesLibraryPaths::boom).sum());
        show("stream lambda collect", () -> Stream.of(1, 2, 3).map(x -> boom(x)).collect(Collectors.toList()));
        show("sorted stream", () -> Stream.of("b", "a").sorted(StackTracesLibraryPaths::cmpBoom).toList());
        show("list forEach", () -> List.of(1, 2, 3).forEach(StackTracesLibraryPaths::boom));
        show("arraylist forEach", () -> new ArrayList<>(List.of(3)).forEach(x -> boom(x)));
        show("Collections.sort", () -> { List<String> l = new ArrayList<>(List.of("x", "y", "z")); Collections.sort(l, StackTracesLibraryPaths::cmpBoom); });
        show("Arrays.sort", () -> Arrays.sort(new String[] {"q", "r"}, StackTracesLibraryPaths::cmpBoom));
        show("TreeMap put", () -> new TreeMap<String, Integer>(StackTracesLibraryPaths::cmpBoom).put("a", 1));
        show("HashMap computeIfAbsent", () -> new HashMap<Integer, Integer>().computeIfAbsent(3, StackTracesLibraryPaths::boom));
        show("HashMap merge", () -> { Map<String, Integer> m = new HashMap<>(Map.of("k", 1)); m.merge("k", 2, (a, b) -> boom(a + b)); });
        show("Optional map", () -> Optional.of(3).map(StackTracesLibraryPaths::boom));
        show("String.format", () -> String.format("%s", new Item("x")));
        show("iterator remove", () -> { Iterator<Integer> it = List.of(1).iterator(); it.next(); it.remove(); });
        show("concurrent modification", () -> { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); for (Integer i : l) if (i == 2) l.add(9); });
        show("unmodifiable add", () -> List.of(1).add(2));
        show("Integer.parseInt", () -> Integer.parseInt("12x"));
        show("Supplier chain", () -> { Supplier<Integer> s = () -> boom(3); Function<Integer, Integer> f = x -> x + s.get(); f.apply(1); });
        MethodHandle mh = MethodHandles.lookup().findStatic(StackTracesLibraryPaths.class, "boom", MethodType.methodType(int.class, int.class));
        show("method handle", () -> { try { int r = (int) mh.invokeExact(3); } catch (Throwable t) { throw new RuntimeException("wrapped", t); } });
        MethodHandle bound = MethodHandles.filterReturnValue(mh, MethodHandles.identity(int.class));
        show("combinator", () -> { try { bound.invoke(3); } catch (Throwable t) { sneaky(t); } });
        show("reflection", () -> { try { StackTracesLibraryPaths.class.getDeclaredMethod("boom", int.class).invoke(null, 3); } catch (ReflectiveOperationException e) { throw new RuntimeException(e); } });
        ExecutorService ex = Executors.newSingleThreadExecutor();
        show("future get", () -> { try { ex.submit(() -> boom(3)).get(); } catch (InterruptedException | ExecutionException e) { throw new RuntimeException(e.getCause()); } });
        show("completable join", () -> CompletableFuture.supplyAsync(() -> boom(3), ex).join());
        ex.shutdown();
        show("parallel-free spliterator", () -> StreamSupport.stream(Spliterators.spliterator(new int[] {1, 3}, 0), false).forEach(StackTracesLibraryPaths::boom));
        show("Stream.iterate", () -> Stream.iterate(1, x -> boom(x + 1)).limit(5).count());
        show("flatMap", () -> Stream.of(1, 2).flatMap(x -> Stream.of(x, boom(x + 1))).toList());
        show("reduce", () -> Stream.of(1, 2).reduce(0, (a, b) -> boom(a + b + 2)));
        show("Comparator.comparing", () -> Stream.of("aa", "b").sorted(Comparator.comparing(s -> boom(s.length() + 1))).toList());
        show("StringBuilder index", () -> new StringBuilder("ab").charAt(5));
        show("String.repeat negative", () -> "x".repeat(-1));
        show("Objects.requireNonNull", () -> Objects.requireNonNull(null, "must not be null"));
        show("array store via Arrays.fill", () -> Arrays.fill(new Integer[1], (Object) "s"));
        show("enum valueOf", () -> Thread.State.valueOf("RUNNING"));
        show("Iterator.forEachRemaining", () -> List.of(3).iterator().forEachRemaining(StackTracesLibraryPaths::boom));
        show("Map.forEach", () -> new TreeMap<>(Map.of(3, 3)).forEach((k, v) -> boom(k)));
        show("removeIf", () -> new ArrayList<>(List.of(3)).removeIf(x -> boom(x) > 0));
        show("replaceAll", () -> new ArrayList<>(List.of(3)).replaceAll(x -> boom(x)));
    }
    @SuppressWarnings("unchecked")
    static <T extends Throwable> void sneaky(Throwable t) throws T { throw (T) t; }
}
