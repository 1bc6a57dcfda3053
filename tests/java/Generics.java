import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

// Generics: bridge methods, covariant returns, bounded types, wildcards, generic methods, erasure at runtime.
public class Generics {
    static class Box<T> {
        private T value;
        Box(T value) { this.value = value; }
        T get() { return value; }
        void set(T v) { value = v; }
        <R> Box<R> map(java.util.function.Function<? super T, ? extends R> f) { return new Box<>(f.apply(value)); }
        @Override public String toString() { return "Box(" + value + ")"; }
    }

    static class IntBox extends Box<Integer> {
        IntBox(int v) { super(v); }
        @Override Integer get() { return super.get() + 1000; }       // bridge Object get()
        @Override void set(Integer v) { super.set(v * 2); }          // bridge set(Object)
    }

    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        @Override public int compareTo(Version o) {                   // bridge compareTo(Object)
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }
        @Override public String toString() { return major + "." + minor; }
    }

    static abstract class Animal {
        abstract Animal self();
        String kind() { return "animal"; }
    }
    static class Dog extends Animal {
        @Override Dog self() { return this; }                        // covariant return, bridge Animal self()
        @Override String kind() { return "dog"; }
        String bark() { return "woof"; }
    }

    interface Transformer<A, B> { B transform(A a); }
    static class Lengths implements Transformer<String, Integer> {
        public Integer transform(String s) { return s.length(); }
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = list.get(0);
        for (T t : list) if (t.compareTo(best) > 0) best = t;
        return best;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) sink.add(i * i);
    }

    static <K, V extends Comparable<V>> String pairMax(K k1, V v1, K k2, V v2) {
        return (v1.compareTo(v2) >= 0 ? k1 : k2) + "";
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        List<T> l = new ArrayList<>();
        for (T t : items) l.add(t);
        return l;
    }

    static <T> T firstNonNull(T a, T b) { return a != null ? a : b; }

    static class Node<T extends Comparable<T>> {
        T val;
        Node<T> left, right;
        Node(T v) { val = v; }
        void insert(T v) {
            if (v.compareTo(val) < 0) { if (left == null) left = new Node<>(v); else left.insert(v); }
            else { if (right == null) right = new Node<>(v); else right.insert(v); }
        }
        void inorder(StringBuilder sb) {
            if (left != null) left.inorder(sb);
            sb.append(val).append(' ');
            if (right != null) right.inorder(sb);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Box<String> bs = new Box<>("hello");
        Box<Integer> bl = bs.map(String::length);
        System.out.println(bs + " -> " + bl + " -> " + bl.map(n -> n * 1.5));
        IntBox ib = new IntBox(5);
        Box<Integer> asBox = ib;
        asBox.set(21);                       // calls the bridge, then IntBox.set
        System.out.println("IntBox via Box: get=" + asBox.get() + " direct=" + ib.get());
        Box raw = ib;
        try {
            raw.set("not an integer");      // bridge method casts to Integer
        } catch (ClassCastException e) {
            System.out.println("raw set through bridge: " + e.getMessage());
        }
        List<Version> versions = listOf(new Version(1, 10), new Version(2, 0), new Version(1, 2), new Version(0, 99));
        System.out.println("max version " + max(versions));
        java.util.Collections.sort(versions);
        System.out.println("sorted " + versions);
        Comparable rawCmp = new Version(1, 0);
        try {
            rawCmp.compareTo("1.0");
        } catch (ClassCastException e) {
            System.out.println("compareTo bridge: " + e.getMessage());
        }
        Animal a = new Dog();
        System.out.println("covariant: " + a.self().kind() + " " + ((Dog) a).self().bark());
        Transformer<String, Integer> t = new Lengths();
        System.out.println("transform " + t.transform("generic"));
        Transformer rawT = t;
        try {
            rawT.transform(42);
        } catch (ClassCastException e) {
            System.out.println("raw transform: " + e.getMessage());
        }
        System.out.println("sum " + sum(List.of(1, 2.5, 3L, 4.25f)) + " max string " + max(List.of("pear", "apple", "zucchini", "fig")));
        List<Number> sink = new ArrayList<>();
        fill(sink, 5);
        List<Object> osink = new ArrayList<>();
        fill(osink, 3);
        System.out.println("super wildcard " + sink + " " + osink);
        System.out.println("pairMax " + pairMax("a", 3, "b", 7) + " " + pairMax(1, "zz", 2, "aa"));
        System.out.println("firstNonNull " + firstNonNull(null, "fallback") + " " + Generics.<Integer>firstNonNull(5, 6));
        Node<Integer> root = new Node<>(50);
        for (int v : new int[] {30, 70, 20, 40, 60, 80, 35, 45, 65}) root.insert(v);
        StringBuilder sb = new StringBuilder();
        root.inorder(sb);
        System.out.println("bst " + sb);
        // erasure: same runtime class
        List<String> ls = new ArrayList<>();
        List<Integer> li = new ArrayList<>();
        System.out.println("same class after erasure: " + (ls.getClass() == li.getClass()) + " " + ls.getClass().getName());
        // bridge methods visible through reflection (count only, order-independent)
        int bridges = 0;
        for (java.lang.reflect.Method m : IntBox.class.getDeclaredMethods()) if (m.isBridge()) bridges++;
        int vbridges = 0;
        for (java.lang.reflect.Method m : Version.class.getDeclaredMethods()) if (m.isBridge()) vbridges++;
        System.out.println("bridge methods: IntBox=" + bridges + " Version=" + vbridges);
        // generic arrays via Object[]
        Box<String>[] boxes = new Box[3];
        for (int i = 0; i < boxes.length; i++) boxes[i] = new Box<>("b" + i);
        System.out.println("generic array " + java.util.Arrays.toString(boxes) + " " + boxes.getClass().getSimpleName());
        // wildcard capture helper
        List<?> unknown = List.of(1, "two", 3.0);
        System.out.println("unknown list size " + unknown.size() + " first " + unknown.get(0) + " reversed " + reverse(unknown));
        // static generic factory with inference
        var pair = new Pair<>("key", 99);
        Pair<Integer, String> swapped = pair.swap();
        System.out.println("pair " + pair + " swapped " + swapped + " " + (swapped.first() + 1));
    }

    static <T> List<T> reverse(List<T> in) {
        List<T> out = new ArrayList<>();
        for (int i = in.size() - 1; i >= 0; i--) out.add(in.get(i));
        return out;
    }

    record Pair<A, B>(A first, B second) {
        Pair<B, A> swap() { return new Pair<>(second, first); }
    }
}
