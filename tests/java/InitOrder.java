// Order of static and instance initialisation: static blocks, field initialisers, instance blocks, constructors.
public class InitOrder {
    static StringBuilder log = new StringBuilder();

    static int trace(String what, int v) {
        System.out.println("  " + what + " = " + v);
        return v;
    }

    static class Base {
        static int sb1 = trace("Base.sb1", 1);
        static { System.out.println("  Base static block, sb1=" + sb1 + " sb2=" + Base.sb2); }
        static int sb2 = trace("Base.sb2", 2);

        int ib1 = trace("Base.ib1", 10);
        { System.out.println("  Base instance block, ib1=" + ib1 + " ib2=" + this.ib2); }
        int ib2 = trace("Base.ib2", 20);

        Base() {
            System.out.println("  Base() ctor, calling virtual show()");
            show();
        }

        void show() { System.out.println("  Base.show"); }
    }

    static class Derived extends Base {
        static int sd1 = trace("Derived.sd1", 100);
        static { System.out.println("  Derived static block"); }

        int id1 = trace("Derived.id1", 1000);
        String name = "initialised";
        final int fin = 42;
        { System.out.println("  Derived instance block, id1=" + id1); }

        Derived() {
            this(trace("Derived() arg", 7));
            System.out.println("  Derived() done");
        }

        Derived(int x) {
            super();
            System.out.println("  Derived(int " + x + ") ctor, name=" + name);
        }

        @Override void show() {
            // runs before Derived's field initialisers: sees defaults (except the constant variable fin)
            System.out.println("  Derived.show id1=" + id1 + " name=" + name + " fin=" + fin);
        }
    }

    static class Lazy {
        static { System.out.println("  Lazy initialised"); }
        static final int CONSTANT = 5;             // compile-time constant: does not trigger init
        static final Integer BOXED = 6;            // not a constant: triggers init
        static int counter;
        static void touch() { counter++; }
    }

    static class Parent {
        static { System.out.println("  Parent initialised"); }
        static int parentField = 1;
    }

    static class Child extends Parent {
        static { System.out.println("  Child initialised"); }
        static int childField = 2;
    }

    interface WithConstant {
        int CONST = 9;
        Object NONCONST = traceObj("WithConstant.NONCONST");
    }

    static class Impl implements WithConstant {
        static { System.out.println("  Impl initialised"); }
    }

    static Object traceObj(String s) {
        System.out.println("  " + s + " initialised");
        return s;
    }

    static class Cycle1 {
        static int a = Cycle2.b + 1;
        static { System.out.println("  Cycle1 init a=" + a); }
    }

    static class Cycle2 {
        static int b = Cycle1.a + 10;
        static { System.out.println("  Cycle2 init b=" + b); }
    }

    static { System.out.println("InitOrder static init (main class)"); }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("first new Derived():");
        new Derived();
        System.out.println("second new Derived():");
        new Derived(3);
        System.out.println("Lazy.CONSTANT=" + Lazy.CONSTANT + " (no init yet)");
        System.out.println("Lazy.BOXED:");
        System.out.println("  value " + Lazy.BOXED);
        Lazy.touch();
        System.out.println("Lazy.counter=" + Lazy.counter);
        System.out.println("Child.parentField via subclass:");
        System.out.println("  " + Child.parentField);
        System.out.println("Child.childField:");
        System.out.println("  " + Child.childField);
        System.out.println("new Impl() does not initialise the interface:");
        new Impl();
        System.out.println("Impl.CONST=" + Impl.CONST);
        System.out.println("WithConstant.NONCONST:");
        System.out.println("  " + WithConstant.NONCONST);
        System.out.println("array of Lazy2 does not initialise it:");
        Lazy2[] arr = new Lazy2[3];
        System.out.println("  length " + arr.length + ", class literal " + Lazy2.class.getSimpleName());
        System.out.println("static method call:");
        Lazy2.hello();
        System.out.println("cycle:");
        System.out.println("  Cycle1.a=" + Cycle1.a + " Cycle2.b=" + Cycle2.b);
    }
}

class Lazy2 {
    static { System.out.println("  Lazy2 initialised"); }
    static void hello() { System.out.println("  Lazy2.hello"); }
}
