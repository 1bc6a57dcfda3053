import java.util.ArrayList;
import java.util.List;

// Interfaces: default, static and private methods, diamond resolution with I.super.m(), constants, dispatch.
public class Interfaces {
    interface Greeter {
        String PREFIX = "Hi ";             // implicitly public static final
        String name();
        default String greet() { return PREFIX + decorate(name()); }
        private String decorate(String s) { return "<" + s + ">"; }
        static Greeter of(String n) { return () -> n; }
        static String helper() { return "Greeter.helper"; }
    }

    interface Left { default String who() { return "Left"; } }
    interface Right { default String who() { return "Right"; } }
    static class Both implements Left, Right {
        // must override: conflicting defaults
        public String who() { return "Both(" + Left.super.who() + "+" + Right.super.who() + ")"; }
    }

    interface Base { default String id() { return "Base"; } }
    interface Mid1 extends Base { }
    interface Mid2 extends Base { default String id() { return "Mid2>" + Base.super.id(); } }
    static class Diamond implements Mid1, Mid2 { } // Mid2.id is more specific than Base.id

    static class Parent { public String id() { return "Parent"; } }
    static class ClassWins extends Parent implements Mid2 { } // class method wins over default

    interface Counter {
        int next();
        default int skip(int n) {
            int last = 0;
            for (int i = 0; i < n; i++) last = next();
            return last;
        }
    }

    static class Seq implements Counter {
        int v;
        public int next() { return ++v; }
    }

    static class EvenSeq implements Counter {
        int v;
        public int next() { v += 2; return v; }
        @Override public int skip(int n) { return Counter.super.skip(n) + 1000; }
    }

    interface Shape extends Comparable<Shape> {
        double area();
        default int compareTo(Shape o) { return Double.compare(area(), o.area()); }
    }
    record Sq(double s) implements Shape { public double area() { return s * s; } }
    record Circ(double r) implements Shape { public double area() { return 3 * r * r; } }

    interface Visitor<R> {
        R visitNum(int n);
        R visitAdd(Expr a, Expr b);
    }
    interface Expr { <R> R accept(Visitor<R> v); }
    static class Num implements Expr {
        final int n;
        Num(int n) { this.n = n; }
        public <R> R accept(Visitor<R> v) { return v.visitNum(n); }
    }
    static class Add implements Expr {
        final Expr a, b;
        Add(Expr a, Expr b) { this.a = a; this.b = b; }
        public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); }
    }

    // many implementations of one interface method exercise invokeinterface dispatch
    interface Op { int apply(int x); }
    static class Inc implements Op { public int apply(int x) { return x + 1; } }
    static class Dbl implements Op { public int apply(int x) { return x * 2; } }
    static class Neg implements Op { public int apply(int x) { return -x; } }
    static abstract class AbstractOp implements Op { }
    static class Sq2 extends AbstractOp { public int apply(int x) { return x * x % 1000; } }

    public static void main(String[] args) {
        Greeter g = () -> "World";
        System.out.println(g.greet() + " | " + Greeter.of("Rivet").greet() + " | " + Greeter.helper() + " | " + Greeter.PREFIX.length());
        Greeter anon = new Greeter() {
            public String name() { return "Anon"; }
            public String greet() { return "Overridden " + Greeter.super.greet(); }
        };
        System.out.println(anon.greet());
        System.out.println(new Both().who());
        System.out.println(new Diamond().id());
        System.out.println(new ClassWins().id() + " " + ((Mid2) new ClassWins()).id());
        Counter c = new Seq();
        System.out.println("seq skip(5)=" + c.skip(5) + " next=" + c.next());
        Counter e = new EvenSeq();
        System.out.println("even skip(3)=" + e.skip(3) + " next=" + e.next());
        List<Shape> shapes = new ArrayList<>(List.of(new Sq(3), new Circ(1), new Sq(1), new Circ(2)));
        java.util.Collections.sort(shapes);
        System.out.println("sorted shapes " + shapes);
        Expr expr = new Add(new Num(3), new Add(new Num(4), new Num(5)));
        int value = expr.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Expr a, Expr b) { return a.accept(this) + b.accept(this); }
        });
        String shown = expr.accept(new Visitor<String>() {
            public String visitNum(int n) { return Integer.toString(n); }
            public String visitAdd(Expr a, Expr b) { return "(" + a.accept(this) + " + " + b.accept(this) + ")"; }
        });
        System.out.println(shown + " = " + value);
        Op[] ops = {new Inc(), new Dbl(), new Neg(), new Sq2(), x -> x ^ 5, Math::abs};
        int x = 7;
        StringBuilder trace = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            x = ops[i % ops.length].apply(x);
            trace.append(x).append(' ');
        }
        System.out.println(trace);
        Object o = new Seq();
        System.out.println("instanceof Counter=" + (o instanceof Counter) + " Greeter=" + (o instanceof Greeter)
            + " interfaces=" + EvenSeq.class.getInterfaces()[0].getSimpleName() + " " + Seq.class.getInterfaces()[0].getName()
            + " isInterface=" + Counter.class.isInterface());
        try {
            Object notGreeter = "str";
            ((Greeter) notGreeter).greet();
        } catch (ClassCastException ex) {
            System.out.println("CCE: " + ex.getMessage());
        }
    }
}
