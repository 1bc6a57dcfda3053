// Language corners: captured variables, nestmates, interface private/static methods, shifts,
// division, string-switch collisions, labelled loops, patterns, records, sealed types, bridges.
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class LangCorners2 {
    sealed interface Shape permits Circle, Square, Poly {}
    record Circle(double r) implements Shape {
        Circle {
            if (r < 0) throw new IllegalArgumentException("negative radius " + r);
        }
        public double r() { return Math.abs(r) + 0.0; }
    }
    record Square(int side) implements Shape {
        Square(int side) { this.side = side * 2; }
    }
    static non-sealed class Poly implements Shape { int n = 5; }
    static final class Hex extends Poly { { n = 6; } }

    interface Greeter {
        private String prefix() { return "Hi "; }
        private static String suffix() { return "!"; }
        default String greet(String who) { return prefix() + who + suffix(); }
        static Greeter make() { return new Greeter() {}; }
    }

    static class Outer {
        private int secret = 41;
        private static int counter;
        class Inner {
            private int bump() { return ++secret; }
        }
        static class Nested {
            private int peek(Outer o) { counter++; return o.secret; }
        }
        int run() { Inner i = new Inner(); return i.bump() + new Nested().peek(this) + counter; }
    }

    static abstract class Box<T extends Comparable<T>> {
        abstract T get();
        int cmp(T other) { return get().compareTo(other); }
    }
    static class IntBox extends Box<Integer> {
        Integer get() { return 7; }
        @Override int cmp(Integer other) { return -super.cmp(other); }
    }

    enum Planet { MERCURY, VENUS { @Override public String toString() { return "Venus!"; } }, EARTH }

    static String sw(String s) {
        switch (s) {
            case "Aa": return "Aa";
            case "BB": return "BB";
            case "AaAa": return "AaAa";
            case "BBBB": return "BBBB";
            case "AaBB": return "AaBB";
            default: return "other(" + s.hashCode() + ")";
        }
    }

    static int yieldy(Object o) {
        if (o == null) return -1;
        return switch (o.getClass().getSimpleName()) {
            case "Double" -> 100;
            default -> {
                if (o instanceof Integer i && i > 10) yield i * 2;
                if (!(o instanceof String s)) yield 0;
                yield s.length();
            }
        };
    }

    static String describe(Shape s) {
        if (s instanceof Circle c) return "circle " + c.r();
        else if (s instanceof Square q) return "square " + q.side();
        else if (s instanceof Hex h) return "hex " + h.n;
        return "poly " + ((Poly) s).n;
    }

    public static void main(String[] args) throws Exception {
        // captured variables in lambdas, anonymous and local classes
        int base = 10;
        String tag = "t";
        List<Supplier<String>> sups = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            class Local implements Supplier<String> {
                public String get() { return tag + (base + k); }
            }
            sups.add(new Local());
            sups.add(() -> tag + k * base);
            sups.add(new Supplier<>() { public String get() { return "anon" + k + tag; } });
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> s : sups) sb.append(s.get()).append(' ');
        System.out.println(sb);

        System.out.println("nest " + new Outer().run());
        System.out.println("nestmates " + Outer.Inner.class.getNestHost().getSimpleName() + " " + Outer.class.isNestmateOf(Outer.Nested.class)
            + " " + Arrays.stream(LangCorners2.class.getNestMembers()).map(Class::getSimpleName).sorted().toList());
        System.out.println(Greeter.make().greet("there"));
        Method[] gm = Greeter.class.getDeclaredMethods();
        Arrays.sort(gm, Comparator.comparing(Method::getName));
        for (Method m : gm) System.out.println("  greeter " + m.getName() + " " + Modifier.toString(m.getModifiers()));

        // shifts, division, floorMod, char arithmetic, narrowing compound assignment
        int sh = 33; long lsh = 65;
        System.out.println((1 << sh) + " " + (1L << lsh) + " " + (-16 >> 34) + " " + (-16 >>> 36) + " " + (-16L >>> 68) + " " + (5 << -1));
        int minInt = Integer.MIN_VALUE; long minLong = Long.MIN_VALUE; int m1 = -1;
        System.out.println((minInt / m1) + " " + (minInt % m1) + " " + (minLong / m1) + " " + (minLong % m1));
        System.out.println(Math.floorMod(-7, 3) + " " + Math.floorMod(7, -3) + " " + Math.floorDiv(-7, 3) + " " + (-7 % 3) + " " + Math.floorMod(-7L, 3));
        char c = 'x'; c += 3; c++; char d = (char) (c - 'a' + 'A');
        System.out.println(c + " " + d + " " + (c + 1) + " " + (char) (c + 1) + " " + ('a' + 'b') + " " + (char) 65 + 'B');
        byte b = 120; b += 10; short s = 32767; s++; b *= 3; int ii = 5; ii += 3.7; ii -= 0.5f;
        long ll = 1; ll <<= 63; ll >>= 62; char cc = 65535; cc += 2;
        System.out.println(b + " " + s + " " + ii + " " + ll + " " + (int) cc);
        double dd = 1e20; float ff = Float.NaN;
        System.out.println((int) dd + " " + (long) -dd + " " + (int) ff + " " + (long) Double.NEGATIVE_INFINITY + " " + (byte) 300.7 + " " + (char) -1.5 + " " + (short) 1e10);

        // ternary numeric promotion
        Object o1 = true ? 1 : 2.0;
        Object o2 = true ? Integer.valueOf(1) : "s";
        Object o3 = false ? 'a' : 98;
        Object o4 = true ? (Integer) null : "x";
        Object o5 = true ? 'a' : 0;
        long lv = 5; Object o6 = true ? 1 : lv;
        System.out.println(o1 + " " + o1.getClass().getSimpleName() + " " + o2.getClass().getSimpleName() + " " + o3 + " " + o3.getClass().getSimpleName()
            + " " + o4 + " " + o5 + " " + o5.getClass().getSimpleName() + " " + o6.getClass().getSimpleName());

        // string switch with colliding hash codes
        for (String k : new String[] {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "C#"}) System.out.print(sw(k) + " ");
        System.out.println();
        System.out.println("yield " + yieldy(null) + " " + yieldy(42) + " " + yieldy(3) + " " + yieldy("hello") + " " + yieldy(2.0));

        // labelled break / continue
        StringBuilder lab = new StringBuilder();
        outer:
        for (int i = 0; i < 5; i++) {
            inner:
            for (int j = 0; j < 5; j++) {
                if (j == i) continue outer;
                if (i + j == 6) break outer;
                if (j == 3) break inner;
                lab.append(i).append(j).append(',');
            }
            lab.append('|');
        }
        block: { if (lab.length() > 3) break block; lab.append("never"); }
        System.out.println("labels " + lab);

        // records, sealed, reflection
        Shape[] shapes = {new Circle(-2.5), new Square(3), new Poly(), new Hex()};
        for (Shape sh2 : shapes) System.out.println(describe(sh2));
        System.out.println(new Circle(1.5) + " " + new Square(4) + " " + new Circle(2).equals(new Circle(2)) + " " + new Square(1).hashCode());
        try { new Circle(-0.0 - 1); } catch (IllegalArgumentException e) { System.out.println("iae " + e.getMessage()); }
        System.out.println("sealed " + Shape.class.isSealed() + " " + Arrays.stream(Shape.class.getPermittedSubclasses()).map(Class::getSimpleName).toList()
            + " poly sealed " + Poly.class.isSealed() + " " + Poly.class.getPermittedSubclasses());
        for (RecordComponent rc : Circle.class.getRecordComponents())
            System.out.println("component " + rc.getName() + " " + rc.getType() + " " + rc.getAccessor().invoke(new Circle(-3)));
        System.out.println("mods " + Modifier.toString(Circle.class.getModifiers()) + " / " + Modifier.toString(Hex.class.getModifiers()));

        // bridges
        List<String> bridges = new ArrayList<>();
        for (Method m : IntBox.class.getDeclaredMethods())
            bridges.add(m.getName() + "(" + Arrays.toString(m.getParameterTypes()) + ")" + m.getReturnType().getSimpleName() + (m.isBridge() ? " bridge" : "") + (m.isSynthetic() ? " synth" : ""));
        Collections.sort(bridges);
        System.out.println("bridges " + bridges);
        @SuppressWarnings({"rawtypes", "unchecked"})
        Box raw = new IntBox();
        System.out.println("bridge call " + raw.cmp(3) + " " + raw.get());
        try { raw.cmp("str"); } catch (ClassCastException e) { System.out.println("cce " + e.getMessage()); }

        // enums
        System.out.println(Planet.VENUS + " " + Planet.VENUS.name() + " " + Planet.VENUS.getClass().getSuperclass().getSimpleName() + " "
            + Planet.VENUS.getDeclaringClass().getSimpleName() + " " + Planet.valueOf("EARTH").ordinal() + " " + Planet.VENUS.getClass().isEnum());
        for (Planet p : Planet.values()) {
            String r = switch (p) { case MERCURY -> "hot"; case VENUS -> "cloudy"; case EARTH -> "home"; };
            System.out.print(r + " ");
        }
        System.out.println();

        // text blocks
        String tb = """
            Hello \
            World\ttab
              indented "quotes" \"""
            trailing\s\s
            unicode \u00e9 octal \101
            """;
        System.out.print(tb.replace("\t", "<TAB>").replace(" \n", "<SP>\n"));
        System.out.println(tb.length() + " " + tb.lines().count());
        char[] chars = {'a', 'b', 'c', 'd'};
        System.out.println(String.valueOf(chars) + String.valueOf(chars, 1, 2) + String.copyValueOf(chars, 2, 2) + new String(chars, 0, 1));
        System.out.println(String.valueOf((Object) null) + " " + String.valueOf(3.0f) + " " + String.valueOf('z') + String.valueOf(true));

        // varargs and overloading corner cases
        System.out.println(over(1) + " " + over(1L) + " " + over('c') + " " + over((short) 1) + " " + over(1.0f) + " " + over(Integer.valueOf(5)) + " " + over());
        // integer caching and equality
        Integer i1 = 127, i2 = 127, i3 = 128, i4 = 128;
        System.out.println((i1 == i2) + " " + (i3 == i4) + " " + i3.equals(i4) + " " + (Long.valueOf(5) == Long.valueOf(5)));
        // instanceof with generics and arrays
        Object arr = new int[][] {{1}, {2, 3}};
        if (arr instanceof int[][] ia && ia.length == 2) System.out.println("int[][] " + ia[1].length + " " + arr.getClass().getName() + " " + arr.getClass().getSimpleName());
        Object[] objs = new String[1];
        try { objs[0] = 1; } catch (ArrayStoreException e) { System.out.println("ase " + e.getMessage()); }
    }
    static String over(int x) { return "int"; }
    static String over(long x) { return "long"; }
    static String over(double x) { return "double"; }
    static String over(Object x) { return "Object"; }
    static String over(int... x) { return "int..."; }
}
