// jvm-options: -Xmx16m -XX:+UseSerialGC
// The heap is filled to within 512 KB, then the heap runs out inside string
// concatenation, StringBuilder growth, HashMap resizing, Arrays.copyOf,
// System.arraycopy, String.intern, lambda linking, reflection, stack-trace filling,
// a class's static initialiser (twice: then NoClassDefFoundError) and
// String.format; each error is caught, the ballast dropped, and the program goes on.
import java.util.*;
import java.util.function.*;
import java.lang.reflect.*;
public class GcOomPlaces {
    static Object[] hold;
    static List<Object> ballast;
    static void fill() {
        ballast = new ArrayList<>(100000);
        try { for (;;) ballast.add(new long[1024]); } catch (OutOfMemoryError e) {}
        for (int i = 0; i < 64 && !ballast.isEmpty(); i++) ballast.remove(ballast.size() - 1);
    }
    static class Big { static long[] data; static { data = new long[1 << 30 >> 3]; } }
    static class Filler { static List<Object> l = new ArrayList<>(); static { while (l != null) l.add(new long[100]); } }
    interface T { void run() throws Throwable; }
    static void attempt(String what, T t) {
        fill();
        String r;
        try { t.run(); r = "ok"; }
        catch (OutOfMemoryError e) { r = "OOM"; }
        catch (Throwable e) { r = e.getClass().getName(); }
        ballast = null; hold = null;
        System.out.println(what + ": " + (r.equals("ok") || r.equals("OOM") ? "ok-or-oom" : r));
    }
    static int depth(int n) { if (n == 0) throw new RuntimeException("deep"); return depth(n - 1) + 1; }
    public static void main(String[] args) throws Exception {
        attempt("concat", () -> { String k = "x".repeat(10000), s = ""; for (int i = 0; i < 200; i++) s = s + i + k; hold = new Object[]{s}; });
        attempt("sb", () -> { StringBuilder sb = new StringBuilder(); for (int i = 0; i < 10000000; i++) sb.append(i); hold = new Object[]{sb}; });
        attempt("hashmap", () -> { Map<Integer,Integer> m = new HashMap<>(); for (int i = 0; i < 10000000; i++) m.put(i, i); hold = new Object[]{m}; });
        attempt("copyOf", () -> { int[] x = new int[10]; for (int i = 0; i < 40; i++) x = Arrays.copyOf(x, x.length * 2); hold = new Object[]{x}; });
        attempt("arraycopy", () -> { Object[] x = new Object[10]; for (int i = 0; i < 40; i++) { Object[] y = new Object[x.length * 2]; System.arraycopy(x, 0, y, 0, x.length); x = y; } });
        attempt("intern", () -> { for (int i = 0; i < 200000; i++) ("in" + i).intern(); });
        attempt("lambda", () -> { Supplier<String> s = () -> "hi"; IntFunction<int[]> f = int[]::new; hold = new Object[]{s.get(), f.apply(3)}; });
        attempt("reflect", () -> { for (Method m : String.class.getDeclaredMethods()) m.getName(); Method m = GcOomPlaces.class.getDeclaredMethod("depth", int.class); hold = new Object[]{m}; });
        attempt("exception", () -> { for (int i = 0; i < 3000; i++) { try { depth(200); } catch (RuntimeException e) { e.getStackTrace(); } } });
        attempt("clinit", () -> { hold = new Object[]{Big.data}; });
        attempt("clinit2", () -> { hold = new Object[]{Big.data}; });
        attempt("filler", () -> { hold = new Object[]{Filler.l}; });
        attempt("filler2", () -> { hold = new Object[]{Filler.l}; });
        attempt("format", () -> { for (int i = 0; i < 2000; i++) String.format("%d %s %f", i, "x", 1.5); });
        hold = null;
        List<Object> l = new ArrayList<>();
        for (int i = 0; i < 1000; i++) l.add(new int[100]);
        System.out.println("end " + l.size());
    }
}
