import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The source compiled by the javac benchmark: generics, lambdas, records, switches, inner classes. */
public class JavacInput {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}
    record Tri(double b, double h) implements Shape {}

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        Tri t = (Tri) s;
        return t.b() * t.h() / 2;
    }

    enum Op {
        ADD { long apply(long a, long b) { return a + b; } },
        MUL { long apply(long a, long b) { return a * b; } };
        abstract long apply(long a, long b);
    }

    static final class Box<T extends Comparable<? super T>> {
        private final List<T> items = new ArrayList<>();
        void add(T t) { items.add(t); }
        T max() { return items.stream().max(Comparator.naturalOrder()).orElseThrow(); }
        <R> List<R> map(Function<? super T, ? extends R> f) {
            return items.stream().map(f).collect(Collectors.toList());
        }
    }

    class Counter {
        int n;
        void inc() { n++; total++; }
    }

    int total;

    static int code(String s) {
        switch (s) {
            case "alpha": return 1;
            case "beta": return 2;
            case "gamma": return 3;
            default: return s.length();
        }
    }

    static String kind(Object o) {
        return switch (o == null ? "" : o.getClass().getSimpleName()) {
            case "" -> "null";
            case "Box" -> { String k = "box"; yield k + "!"; }
            default -> "other";
        };
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Tri(4, 5));
        double sum = shapes.stream().mapToDouble(JavacInput::area).sum();
        Box<String> box = new Box<>();
        for (String w : "alpha beta gamma delta".split(" ")) box.add(w);
        Map<Integer, List<String>> byLen = new TreeMap<>();
        for (String w : box.map(String::toUpperCase)) byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        JavacInput outer = new JavacInput();
        JavacInput.Counter c = outer.new Counter();
        Runnable r = new Runnable() { public void run() { c.inc(); } };
        for (int i = 0; i < 3; i++) r.run();
        long acc = 1;
        for (Op op : Op.values()) acc = op.apply(acc, code(box.max()));
        String text = """
            shapes: %.3f
            """.formatted(sum);
        System.out.print(text + byLen + " " + c.n + " " + outer.total + " " + acc + " " + kind(box));
    }
}
