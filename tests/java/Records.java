import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

// Records: generated toString/equals/hashCode/accessors, compact and canonical constructors, static members, nesting.
public class Records {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);
        static int created;
        Point {
            created++;
        }
        static Point of(int v) { return new Point(v, v); }
        double dist() { return Math.sqrt(x * x + y * y); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    }

    record AllTypes(int i, long l, double d, float f, boolean b, String s, char c, byte by, short sh) { }

    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException(String.format("(%d,%d)", lo, hi));
        }
        Range(int single) { this(single, single); }
        int length() { return hi - lo; }
    }

    record Normalised(String name, List<String> tags) {
        Normalised {
            name = name.trim().toLowerCase();
            tags = List.copyOf(tags);
        }
    }

    record WithArray(int[] data, String label) { }

    record Empty() { }

    record Wrapper(Object inner) { }

    record Custom(String a, int b) {
        @Override public String a() { return "[" + a + "]"; }      // accessor override
        @Override public String toString() { return "Custom!" + a + b; }
    }

    interface Shape { double area(); }
    record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
    record Square(double s) implements Shape { public double area() { return s * s; } }

    record Generic<T extends Comparable<T>>(T a, T b) {
        T max() { return a.compareTo(b) >= 0 ? a : b; }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        System.out.println(p + " x=" + p.x() + " y=" + p.y() + " dist=" + p.dist() + " plus=" + p.plus(Point.of(2)) + " origin=" + Point.ORIGIN);
        System.out.println("equals " + p.equals(q) + " == " + (p == q) + " hash " + p.hashCode() + " " + q.hashCode() + " vs other " + new Point(4, 3).hashCode()
            + " equals(null) " + p.equals(null) + " equals(String) " + p.equals("Point[x=3, y=4]"));
        System.out.println("created " + Point.created);
        AllTypes at = new AllTypes(-1, 1L << 40, -0.0, Float.NaN, true, null, 'z', (byte) -7, (short) 1000);
        AllTypes at2 = new AllTypes(-1, 1L << 40, -0.0, Float.NaN, true, null, 'z', (byte) -7, (short) 1000);
        AllTypes at3 = new AllTypes(-1, 1L << 40, 0.0, Float.NaN, true, null, 'z', (byte) -7, (short) 1000);
        System.out.println(at);
        System.out.println("hash " + at.hashCode() + " equals same " + at.equals(at2) + " (NaN equal, compared like Double.compare) -0.0 vs 0.0 " + at.equals(at3)
            + " hash3 " + at3.hashCode());
        AllTypes at4 = new AllTypes(Integer.MAX_VALUE, Long.MIN_VALUE, Math.PI, 1.5f, false, "str", '\u00e9', Byte.MAX_VALUE, Short.MIN_VALUE);
        System.out.println(at4 + " hash " + at4.hashCode());
        System.out.println(new Range(2, 9) + " len " + new Range(2, 9).length() + " single " + new Range(5));
        try {
            new Range(9, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("compact constructor validation: " + e.getMessage());
        }
        Normalised n = new Normalised("  MiXeD Name ", new java.util.ArrayList<>(List.of("t1", "t2")));
        System.out.println(n + " name=" + n.name() + " tags=" + n.tags() + " hash " + n.hashCode());
        int[] arr = {1, 2, 3};
        WithArray w1 = new WithArray(arr, "a");
        WithArray w2 = new WithArray(arr, "a");
        WithArray w3 = new WithArray(new int[] {1, 2, 3}, "a");
        System.out.println("array component: same array equals " + w1.equals(w2) + ", equal contents equals " + w1.equals(w3)
            + ", hash consistent " + (w1.hashCode() == w2.hashCode()) + ", data " + java.util.Arrays.toString(w1.data()) + ", toString starts "
            + w1.toString().startsWith("WithArray[data=[I@"));
        WithArray wn = new WithArray(null, null);
        System.out.println("null components: " + wn + " hash " + wn.hashCode() + " equals " + wn.equals(new WithArray(null, null)));
        System.out.println("empty " + new Empty() + " hash " + new Empty().hashCode() + " equals " + new Empty().equals(new Empty()));
        System.out.println("nested " + new Wrapper(new Wrapper(p)) + " hash " + new Wrapper(new Wrapper(p)).hashCode());
        Custom c = new Custom("x", 7);
        System.out.println(c + " a()=" + c.a() + " equals " + c.equals(new Custom("x", 7)) + " hash " + c.hashCode());
        Shape[] shapes = {new Circle(1), new Square(2), new Circle(0.5)};
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
            System.out.println(s + " area " + String.format("%.4f", s.area()));
        }
        System.out.println("total " + String.format("%.4f", total));
        Generic<String> g = new Generic<>("pear", "apple");
        System.out.println(g + " max " + g.max() + " " + new Generic<>(3, 9).max());
        // records as map keys and set members
        Map<Point, String> names = new HashMap<>();
        names.put(new Point(1, 1), "one");
        names.put(new Point(2, 2), "two");
        names.put(new Point(1, 1), "uno");
        System.out.println("map size " + names.size() + " get " + names.get(Point.of(1)) + " " + names.get(new Point(2, 2)) + " " + names.get(new Point(3, 3)));
        Set<Range> ranges = new HashSet<>();
        for (int i = 0; i < 10; i++) ranges.add(new Range(i % 3, 5));
        System.out.println("distinct ranges " + ranges.size());
        System.out.println("record class: isRecord=" + Point.class.isRecord() + " super=" + Point.class.getSuperclass().getName()
            + " components=" + Point.class.getRecordComponents().length + " first=" + Point.class.getRecordComponents()[0].getName());
        // local record
        record Temp(String k, double v) { }
        Temp t = new Temp("t", 1.0 / 3);
        System.out.println(t + " " + t.getClass().getSimpleName());
    }
}
