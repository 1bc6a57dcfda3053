import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Compiled by javac on Rivet and on HotSpot (tests/javac/run.sh): lambdas and
 * method references, records, a sealed hierarchy, switches on strings and
 * enums, switch expressions, generics, inner, local and anonymous classes.
 */
public class Features {
    sealed interface Expr permits Num, Add, Mul {}
    record Num(int value) implements Expr {}
    record Add(Expr left, Expr right) implements Expr {}
    record Mul(Expr left, Expr right) implements Expr {
        Mul {
            if (left == null || right == null) throw new IllegalArgumentException("operand");
        }
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Add a) return eval(a.left()) + eval(a.right());
        Mul m = (Mul) e;
        return eval(m.left()) * eval(m.right());
    }

    enum Color { RED, GREEN, BLUE }

    static String describe(Color c) {
        return switch (c) {
            case RED -> "warm";
            case GREEN, BLUE -> {
                String s = c.name().toLowerCase();
                yield "cool " + s;
            }
        };
    }

    static int keyword(String s) {
        switch (s) {
            case "if": return 1;
            case "else": return 2;
            case "while": case "for": return 3;
            case "Aa": return 4;   // "Aa" and "BB" have the same hash code
            case "BB": return 5;
            default: return -s.length();
        }
    }

    static class Pair<A extends Comparable<A>, B> implements Comparable<Pair<A, B>> {
        final A first; final B second;
        Pair(A first, B second) { this.first = first; this.second = second; }
        public int compareTo(Pair<A, B> o) { return first.compareTo(o.first); }
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }

    static <T, R> List<R> mapAll(List<? extends T> in, java.util.function.Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : in) out.add(f.apply(t));
        return out;
    }

    private int counter;

    class Inner {
        private final int step;
        Inner(int step) { this.step = step; }
        int bump() { counter += step; return counter; }
    }

    public static void main(String[] args) {
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Num(7)));
        System.out.println(e + " = " + eval(e));
        for (Color c : Color.values()) System.out.println(c + " " + describe(c) + " " + c.ordinal());
        for (String s : List.of("if", "else", "for", "Aa", "BB", "switch")) System.out.println(s + " -> " + keyword(s));

        List<Pair<String, Integer>> pairs = new ArrayList<>();
        String[] words = { "pear", "apple", "fig", "banana" };
        for (int i = 0; i < words.length; i++) pairs.add(new Pair<>(words[i], i));
        pairs.sort(Comparator.naturalOrder());
        System.out.println(pairs + " " + pairs.get(0).withSecond(3.5));
        System.out.println(mapAll(pairs, p -> p.first.length()));

        Map<Integer, List<String>> byLength = pairs.stream()
                .map(p -> p.first)
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println(byLength);

        Features f = new Features();
        Features.Inner in = f.new Inner(5);
        in.bump();
        int local = 10;
        class Local { int twice() { return 2 * local + f.counter; } }
        Supplier<Integer> sup = () -> new Local().twice();
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Runnable r = new Runnable() {
            int calls;
            @Override public void run() { calls++; System.out.println("run " + calls + " " + add.apply(sup.get(), calls)); }
        };
        r.run();
        r.run();
        long big = 1L << 40;
        double d = big / 3.0;
        char ch = 'x';
        ch += 2;
        System.out.println(big + " " + d + " " + ch + " " + (Object) null + String.join(",", words));
    }
}
