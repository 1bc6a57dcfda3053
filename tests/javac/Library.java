import java.io.Closeable;
import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * The second source compiled by tests/javac/run.sh: annotations, an enum with
 * constant bodies, bridge methods, an iterator, try-with-resources, multi-catch,
 * synchronized, assert, labelled loops, varargs, interface static, default and
 * private methods, text blocks, raw types and a deprecated call (lint warnings).
 */
public class Library {
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ ElementType.TYPE, ElementType.METHOD, ElementType.FIELD })
    @interface Info {
        String name() default "none";
        int[] versions() default { 1, 2 };
        ElementType kind() default ElementType.TYPE;
        Class<?> type() default Object.class;
    }

    @FunctionalInterface
    interface Shape {
        double area();
        default String label() { return name() + ":" + String.format("%.2f", area()); }
        private String name() { return getClass().getSimpleName(); }
        static Shape unit() { return () -> 1.0; }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6) { @Override String describe() { return "hot"; } },
        EARTH(5.976e+24, 6.37814e6) { @Override String describe() { return "home"; } };
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        abstract String describe();
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    /** An integer range; Comparable gives a bridge method. */
    @Info(name = "range", versions = { 3 }, kind = ElementType.FIELD, type = String.class)
    static final class Range implements Iterable<Integer>, Comparable<Range> {
        private final int lo, hi;
        Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
        @Override public Iterator<Integer> iterator() {
            return new Iterator<>() {
                private int next = lo;
                @Override public boolean hasNext() { return next < hi; }
                @Override public Integer next() {
                    if (next >= hi) throw new NoSuchElementException();
                    return next++;
                }
            };
        }
        @Override public int compareTo(Range o) { return Integer.compare(hi - lo, o.hi - o.lo); }
    }

    static final class Resource implements Closeable {
        private final String name;
        private static final List<String> log = new ArrayList<>();
        Resource(String name) { this.name = name; log.add("open " + name); }
        @Override public void close() throws IOException { log.add("close " + name); }
    }

    private static final Object lock = new Object();
    private static int shared;
    static final int K = 0x7fff_0000;
    static final String TEXT = """
        Rivet "compiles"
          with\ttabs \
        and a continued line
        """;

    @Info(name = "sum")
    static long sum(int... xs) {
        long s = 0;
        for (int x : xs) s += x;
        return s;
    }

    @SuppressWarnings("deprecation")
    static Integer boxed(int v) { return new Integer(v); }

    static int search(int[][] grid, int target) {
        int found = -1;
        outer:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] == target) { found = i * 100 + j; break outer; }
                if (grid[i][j] < 0) continue outer;
            }
        }
        return found;
    }

    public static void main(String[] args) throws Exception {
        assert args.length >= 0 : "never";
        List raw = new ArrayList();          // raw type: an unchecked warning
        raw.add("raw");
        List<String> strings = raw;
        System.out.println(strings.get(0) + " " + TEXT.length() + " " + K);
        try (Resource a = new Resource("a"); Resource b = new Resource("b")) {
            Object o = args.length == 0 ? (Object) "x" : Integer.valueOf(1);
            Integer bad = (Integer) o;
            System.out.println(bad);
        } catch (ClassCastException | IllegalStateException ex) {
            System.out.println("caught " + ex.getClass().getSimpleName());
        } finally {
            System.out.println(Resource.log);
        }
        synchronized (lock) { shared += (int) sum(1, 2, 3, 4); }
        int total = 0;
        for (int v : new Range(3, 9)) total += v;
        System.out.println(shared + " " + total + " " + new Range(0, 2).compareTo(new Range(5, 6)));
        System.out.println(search(new int[][] { { 1, 2 }, { -1, 7 }, { 4, 9 } }, 9));
        for (Planet p : Planet.values())
            System.out.printf("%s %s %.2f%n", p, p.describe(), p.gravity());
        Shape s = () -> 2.5;
        System.out.println(s.area() + " " + Shape.unit().area() + " " + Objects.hash(1, "a") + " " + boxed(7));
        Info info = Range.class.getAnnotation(Info.class);
        System.out.println(info.name() + " " + info.versions().length + " " + info.kind() + " " + info.type().getSimpleName());
        byte bt = (byte) 200; short sh = (short) -bt; float fl = 1.5f * sh;
        System.out.println(bt + " " + sh + " " + fl + " " + (bt >>> 2) + " " + (~sh & 0xff) + " " + Long.MIN_VALUE);
    }
}
