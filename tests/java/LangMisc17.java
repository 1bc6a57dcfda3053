import java.util.*;
import java.util.function.*;
import java.util.stream.*;

sealed interface Shape17 permits Circle17, Square17, Rect17 {}
record Circle17(double r) implements Shape17 {}
record Square17(int side) implements Shape17 {}
non-sealed class Rect17 implements Shape17 { int w = 2, h = 3; }
class Rect17Sub extends Rect17 {}

record WithArray(int[] data, String name) {}
record Generic17<T extends Comparable<T>>(T a, T b) {
    Generic17 { if (a.compareTo(b) > 0) throw new IllegalArgumentException("a > b: " + a + " " + b); }
    T max() { return b; }
    static <U extends Comparable<U>> Generic17<U> of(U x, U y) { return x.compareTo(y) <= 0 ? new Generic17<>(x, y) : new Generic17<>(y, x); }
}
record Empty17() {}

interface Greeter17 {
    static String hello(String n) { return "hello " + decorate(n); }
    private static String decorate(String n) { return "<" + n + ">"; }
    default String greet() { return prefix() + name(); }
    private String prefix() { return "I am "; }
    String name();
}

abstract class Node17<T> { abstract T value(); abstract Node17<T> self(); }
class IntNode17 extends Node17<Integer> {
    Integer value() { return 42; }
    IntNode17 self() { return this; }
}
interface Transformer17<A, B> { B apply(A a); }
class Len17 implements Transformer17<String, Integer> { public Integer apply(String s) { return s.length(); } }

enum Planet17 { MERCURY(3.303e+23), EARTH(5.976e+24) { @Override String describe() { return "home"; } };
    final double mass; Planet17(double m) { mass = m; } String describe() { return name().toLowerCase(); } }

class InitA17 { static { LangMisc17.log.add("InitA17 clinit"); } static int x = LangMisc17.note("InitA17.x"); static void touch() {} }
class InitB17 extends InitA17 { static { LangMisc17.log.add("InitB17 clinit"); } static final int CONST = 7; static int y = 9; }
interface InitI17 { int Z = LangMisc17.note("InitI17.Z"); default void d() {} }
class InitC17 implements InitI17 { static { LangMisc17.log.add("InitC17 clinit"); } }

// Java 11-17 language and library features: text blocks and the new String methods,
// sealed types, records (arrays, generics, compact constructors), interface private and
// static methods, bridge methods, enum errors, class initialisation order, array clone,
// box caches, seeded shuffles, parallel sort/prefix, spliterators, Character.getName, BitSet.
public class LangMisc17 {
    static List<String> log = new ArrayList<>();
    static int note(String s) { log.add(s); return 1; }

    static String classify(Shape17 s) {
        if (s instanceof Circle17 c && c.r() > 1) return "big circle " + c.r();
        if (s instanceof Circle17 c) return "circle " + c.r();
        if (s instanceof Square17 sq) return "square " + sq.side();
        return "rect " + ((Rect17) s).w;
    }

    static String sw(Object o) {
        String k = o == null ? "null" : o.getClass().getSimpleName();
        return switch (k) {
            case "null" -> "null!";
            case "Integer", "Short" -> { Integer i = (Integer) o; yield "int " + (i + 1); }
            default -> {
                if (o instanceof String s && !s.isEmpty()) yield "string " + s.charAt(0);
                yield "other " + k;
            }
        };
    }

    public static void main(String[] args) throws Exception {
        String tb = """
            Hello,
              "World" \
            continued
            tab\there\s
            end""";
        System.out.println("[" + tb + "]");
        System.out.println("[" + "  a\n    b\n  c".indent(2) + "]");
        System.out.println("[" + "      a\n    b\n".indent(-3) + "]");
        System.out.println("[" + "   x\n  y\n    z".stripIndent() + "]");
        System.out.println("[" + "a\\tb\\nc\\101\\s\\\\".translateEscapes() + "]");
        System.out.println("a-b-c".transform(s -> s.split("-").length) + " " + "abc".repeat(3) + " " + " \u2003x\u2003 ".strip() + "|" + " \u2003x\u2003 ".trim() + "| " + "  ".isBlank() + " " + "a\nb\r\nc\rd".lines().collect(Collectors.toList()));
        System.out.println("%s=%d".formatted("k", 5) + " " + "\u2003y ".stripLeading() + "|" + " y\u2003".stripTrailing() + "|");
        try { "\\q".translateEscapes(); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println("abcdef".chars().filter(c -> c % 2 == 0).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()) + " " + "a\ud83d\ude00b".codePoints().mapToObj(Integer::toHexString).toList() + " " + "a\ud83d\ude00b".chars().count());
        for (Shape17 s : new Shape17[]{new Circle17(0.5), new Circle17(2), new Square17(4), new Rect17(), new Rect17Sub()}) System.out.println(classify(s));
        for (Object o : new Object[]{null, 5, "xyz", "", 2.5}) System.out.println(sw(o));
        System.out.println(Shape17.class.isSealed() + " " + Arrays.stream(Shape17.class.getPermittedSubclasses()).map(Class::getSimpleName).toList() + " " + Rect17.class.isSealed());
        WithArray w1 = new WithArray(new int[]{1, 2}, "n"), w2 = new WithArray(new int[]{1, 2}, "n");
        System.out.println("record arrays equal " + w1.equals(w2) + " self " + w1.equals(w1) + " same array " + w1.equals(new WithArray(w1.data(), "n")));
        System.out.println(Generic17.of(5, 3) + " " + Generic17.of("b", "a").max() + " " + new Empty17() + " " + new Empty17().equals(new Empty17()) + " " + new Empty17().hashCode());
        try { new Generic17<>(9, 1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println(new Circle17(1.5).hashCode() + " " + new Square17(4).hashCode() + " " + new Circle17(-0.0).equals(new Circle17(0.0)) + " " + new Circle17(Double.NaN).equals(new Circle17(Double.NaN)));
        System.out.println(Arrays.stream(Generic17.class.getRecordComponents()).map(rc -> rc.getName() + ":" + rc.getGenericType()).toList() + " " + Circle17.class.isRecord());
        System.out.println(Greeter17.hello("x") + " " + ((Greeter17) () -> "lambda").greet());
        Node17<Integer> n = new IntNode17();
        System.out.println(n.value() + " " + n.self().getClass().getSimpleName());
        List<String> bridges = new ArrayList<>();
        for (var m : IntNode17.class.getDeclaredMethods()) bridges.add(m.getName() + ":" + m.getReturnType().getSimpleName() + ":" + m.isBridge() + ":" + m.isSynthetic());
        Collections.sort(bridges);
        System.out.println(bridges);
        Transformer17<String, Integer> t = new Len17();
        @SuppressWarnings({"rawtypes", "unchecked"}) Transformer17 raw = t;
        System.out.println(t.apply("four"));
        try { raw.apply(5); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        System.out.println(Planet17.valueOf("EARTH").describe() + " " + Planet17.MERCURY.describe() + " " + Planet17.EARTH.getClass() + " " + Planet17.EARTH.getDeclaringClass() + " " + Planet17.EARTH.compareTo(Planet17.MERCURY));
        try { Planet17.valueOf("PLUTO"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { Planet17.valueOf(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { Enum.valueOf(Planet17.class, "earth"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println(EnumSet.allOf(Planet17.class) + " " + new EnumMap<>(Map.of(Planet17.EARTH, 1)));
        // init order
        log.add("B.CONST " + InitB17.CONST);
        log.add("forName no init");
        Class<?> c = Class.forName("InitB17", false, LangMisc17.class.getClassLoader());
        log.add("loaded " + c.getSimpleName());
        log.add("B.y " + InitB17.y);
        new InitC17();
        log.add("C made");
        log.add("I.Z " + InitI17.Z);
        Class.forName("InitA17");
        log.forEach(System.out::println);
        // clone of multi-dimensional arrays
        int[][] m = {{1, 2}, {3, 4}};
        int[][] mc = m.clone();
        mc[0][0] = 99;
        mc[1] = new int[]{7};
        System.out.println(m[0][0] + " " + m[1].length + " " + (m[0] == mc[0]) + " " + mc.getClass().getSimpleName());
        Object[] oa = new String[]{"a"};
        Object[] oc = oa.clone();
        System.out.println(oc.getClass().getSimpleName() + " " + (oc != oa));
        // Integer cache
        Integer a1 = 127, a2 = 127, b1 = 128, b2 = 128;
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        Character c1 = 'a', c2 = 'a';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println((a1 == a2) + " " + (b1 == b2) + " " + (l1 == l2) + " " + (l3 == l4) + " " + (c1 == c2) + " " + (t1 == t2) + " " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + " " + (Short.valueOf((short) 5) == Short.valueOf((short) 5)) + " " + (Byte.valueOf((byte) -1) == Byte.valueOf((byte) -1)));
        // shuffle / seeded
        List<Integer> li = IntStream.range(0, 20).boxed().collect(Collectors.toList());
        Collections.shuffle(li, new Random(42));
        System.out.println(li);
        Random r = new Random(7);
        System.out.println(r.nextInt(100) + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextGaussian() + " " + r.nextBoolean() + " " + r.ints(5, 0, 10).boxed().toList() + " " + r.doubles(2).boxed().toList());
        SplittableRandom sr = new SplittableRandom(3);
        System.out.println(sr.nextInt() + " " + sr.split().nextLong() + " " + sr.nextInt(5, 10));
        int[] big = new Random(1).ints(5000, -1000, 1000).toArray();
        int[] sorted = big.clone();
        Arrays.parallelSort(sorted);
        int[] check = big.clone();
        Arrays.sort(check);
        System.out.println("parallelSort " + Arrays.equals(sorted, check) + " " + sorted[0] + " " + sorted[4999]);
        long[] pre = LongStream.rangeClosed(1, 10).toArray();
        Arrays.parallelPrefix(pre, Long::sum);
        System.out.println(Arrays.toString(pre));
        String[] strs = {"pear", "Apple", "fig", "banana"};
        Arrays.parallelSort(strs, String.CASE_INSENSITIVE_ORDER);
        double[] ds = new double[6];
        Arrays.parallelSetAll(ds, i -> i * 0.5);
        System.out.println(Arrays.toString(strs) + " " + Arrays.toString(ds));
        Spliterator<Integer> sp = List.of(1, 2, 3, 4, 5, 6, 7).spliterator();
        Spliterator<Integer> half = sp.trySplit();
        List<Integer> got = new ArrayList<>();
        half.forEachRemaining(got::add);
        got.add(-1);
        sp.tryAdvance(got::add);
        System.out.println(got + " est " + sp.estimateSize() + " chars " + sp.characteristics() + " " + sp.hasCharacteristics(Spliterator.SIZED));
        Spliterator.OfInt ofi = IntStream.range(0, 100).spliterator();
        System.out.println(ofi.trySplit().estimateSize() + " " + ofi.estimateSize());
        Iterator<String> it = List.of("x", "y").iterator();
        System.out.println(StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false).map(String::toUpperCase).toList());
        System.out.println(Character.getName('A') + " | " + Character.getName(0x1F600) + " | " + Character.getName(0x4E00) + " | " + Character.getName(0xE000) + " | " + Character.getName(0x10FFFF) + " | " + Character.codePointOf("LATIN SMALL LETTER SHARP S") + " " + Character.getName(0xAC00));
        BitSet bs = BitSet.valueOf(new long[]{0b1011001L, 1L << 63});
        System.out.println(bs + " " + bs.stream().sum() + " " + bs.cardinality() + " " + bs.length() + " " + bs.nextClearBit(0) + " " + bs.previousSetBit(62) + " " + Arrays.toString(bs.toByteArray()));
        Object o = IntStream.of(3, 1, 2).boxed().collect(Collectors.toCollection(TreeSet::new));
        System.out.println(o);
    }
}
