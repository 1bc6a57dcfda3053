import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

// Inner, local, anonymous and static nested classes; captured variables; outer this; private access between nestmates.
public class InnerClasses {
    private int secret = 42;
    private static int staticSecret = 7;
    private String name;

    InnerClasses(String name) { this.name = name; }

    private String hidden() { return "hidden(" + name + ")"; }

    class Inner {
        int secret = 1;
        String show() {
            return "Inner sees outer.secret=" + InnerClasses.this.secret + " own secret=" + secret + " name=" + name
                + " " + hidden() + " static=" + staticSecret;
        }
        void bump() { InnerClasses.this.secret++; }

        class Deeper {
            String show() { return "Deeper: " + name + " " + secret + " " + InnerClasses.this.secret; }
        }
    }

    static class Nested {
        private int priv = 5;
        private static String sPriv() { return "Nested.sPriv"; }
        String show(InnerClasses o) { return "Nested reads private of outer instance: " + o.secret + " " + o.hidden(); }
    }

    class Counter implements Iterable<Integer> {
        private final int limit;
        Counter(int limit) { this.limit = limit; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int i = 0;
                public boolean hasNext() { return i < limit; }
                public Integer next() { return i++ * secret; }
            };
        }
    }

    interface Greeting { String greet(String who); }

    Greeting makeGreeting(final String prefix) {
        int local = name.length();
        class LocalGreeting implements Greeting {
            private final String suffix;
            LocalGreeting(String suffix) { this.suffix = suffix; }
            public String greet(String who) { return prefix + who + suffix + " (len " + local + ", outer " + name + ")"; }
        }
        return new LocalGreeting("!");
    }

    static abstract class Base {
        final String tag;
        Base(String tag) { this.tag = tag; init(); }
        abstract void init();
    }

    List<Supplier<String>> suppliers() {
        List<Supplier<String>> list = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int copy = i;
            list.add(new Supplier<String>() {
                @Override public String get() { return "anon supplier " + copy + " of " + name; }
            });
            list.add(() -> "lambda supplier " + copy + " of " + this.name);
        }
        return list;
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outerA");
        InnerClasses.Inner in = outer.new Inner();
        System.out.println(in.show());
        in.bump();
        in.bump();
        System.out.println("after bump: " + in.show());
        InnerClasses.Inner.Deeper d = in.new Deeper();
        System.out.println(d.show());
        InnerClasses other = new InnerClasses("outerB");
        Inner in2 = other.new Inner();
        System.out.println(in2.show());
        Nested n = new Nested();
        System.out.println(n.show(outer) + " priv=" + n.priv + " " + Nested.sPriv());
        StringBuilder sb = new StringBuilder();
        for (int v : outer.new Counter(5)) sb.append(v).append(' ');
        System.out.println("counter: " + sb);
        Greeting g = outer.makeGreeting("Hello, ");
        System.out.println(g.greet("Rivet"));
        System.out.println("local class name: " + g.getClass().getName() + " simple: " + g.getClass().getSimpleName()
            + " isLocal=" + g.getClass().isLocalClass() + " isAnonymous=" + g.getClass().isAnonymousClass());
        int[] box = {0};
        String captured = "cap";
        Base b = new Base("anon-base") {
            int initCount;
            @Override void init() { initCount++; box[0] += 10; System.out.println("anon init sees tag=" + tag + " captured=" + captured); }
            @Override public String toString() { return "Base{" + tag + ", initCount=" + initCount + "}"; }
        };
        System.out.println(b + " box=" + box[0] + " anon class: " + b.getClass().getName() + " simple='" + b.getClass().getSimpleName()
            + "' anonymous=" + b.getClass().isAnonymousClass() + " enclosing=" + b.getClass().getEnclosingClass().getName());
        for (Supplier<String> s : outer.suppliers()) System.out.println(s.get());
        // capture of effectively final loop variables in enhanced for
        List<IntSupplier> sups = new ArrayList<>();
        for (int v : new int[] {3, 1, 4, 1, 5}) sups.add(() -> v * v);
        StringBuilder sq = new StringBuilder();
        for (IntSupplier s : sups) sq.append(s.getAsInt()).append(',');
        System.out.println("squares " + sq);
        // inner class modifying outer state through accessor
        Runnable r = new Runnable() {
            public void run() { outer.secret += 100; staticSecret *= 3; }
        };
        r.run();
        r.run();
        System.out.println("outer.secret=" + outer.secret + " staticSecret=" + staticSecret);
        System.out.println("Inner class name: " + Inner.class.getName() + " Deeper: " + Inner.Deeper.class.getName()
            + " declaring: " + Inner.Deeper.class.getDeclaringClass().getSimpleName() + " isMemberClass=" + Inner.class.isMemberClass());
        System.out.println("nestmates: " + Inner.class.isNestmateOf(Nested.class) + " host=" + Nested.class.getNestHost().getName());
        Object o = new Object() {
            int x = 5;
            int twice() { return x * 2; }
        }.twice();
        System.out.println("anonymous method via expression: " + o);
        var anonVar = new Object() { String hi = "var-anon"; };
        System.out.println(anonVar.hi);
    }
}
