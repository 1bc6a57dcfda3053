// Failing static initialisers: ExceptionInInitializerError, then NoClassDefFoundError on later use.
public class StaticInitFail {
    static class Bad {
        static int value = compute();
        static int compute() {
            System.out.println("  Bad.<clinit> running");
            throw new IllegalStateException("cannot initialise Bad");
        }
        static void hello() { System.out.println("Bad.hello"); }
    }

    static class DivZero {
        static int x = 0;
        static int y = 10 / x;
    }

    static class ErrorInit {
        static {
            if (true) throw new StackOverflowError("fake overflow");
        }
        static int z = 1;
    }

    static class Uses {
        int v = 3;
        static { System.out.println("  Uses.<clinit>"); }
        static Object o = null;
        static int len = o.hashCode();
    }

    static class Sub extends Bad {
        static { System.out.println("  Sub.<clinit> (never printed)"); }
    }

    static class Good {
        static int n;
        static { n = 5; System.out.println("  Good.<clinit>"); }
    }

    static void report(String what, Throwable t) {
        System.out.println(what + ": " + t.getClass().getName() + ": " + t.getMessage());
        Throwable c = t.getCause();
        while (c != null) {
            System.out.println("    cause: " + c.getClass().getName() + ": " + c.getMessage());
            c = c.getCause();
        }
        if (t instanceof ExceptionInInitializerError) {
            Throwable ex = ((ExceptionInInitializerError) t).getException();
            System.out.println("    getException: " + ex);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(Bad.value);
        } catch (Throwable t) {
            report("first use of Bad", t);
        }
        try {
            Bad.hello();
        } catch (Throwable t) {
            report("second use of Bad", t);
        }
        try {
            new Bad();
        } catch (Throwable t) {
            report("third use of Bad (new)", t);
        }
        try {
            System.out.println(Sub.value);
        } catch (Throwable t) {
            report("subclass field via Sub", t);
        }
        try {
            new Sub();
        } catch (Throwable t) {
            report("new Sub()", t);
        }
        try {
            System.out.println(DivZero.y);
        } catch (Throwable t) {
            report("DivZero", t);
        }
        try {
            System.out.println(DivZero.x);
        } catch (Throwable t) {
            report("DivZero again", t);
        }
        try {
            System.out.println(ErrorInit.z);
        } catch (Throwable t) {
            report("ErrorInit (an Error is not wrapped)", t);
        }
        try {
            System.out.println(ErrorInit.z);
        } catch (Throwable t) {
            report("ErrorInit again", t);
        }
        try {
            System.out.println(new Uses().v);
        } catch (Throwable t) {
            report("Uses", t);
        }
        try {
            Class.forName("StaticInitFail$Bad");
            System.out.println("forName found the class");
        } catch (Throwable t) {
            report("Class.forName(Bad)", t);
        }
        try {
            Class.forName("StaticInitFail$Missing");
        } catch (Throwable t) {
            report("Class.forName(Missing)", t);
        }
        System.out.println("Good.n=" + Good.n);
        Bad[] arr = new Bad[2];
        System.out.println("array of Bad is fine: " + arr.length + " " + arr.getClass().getName());
        System.out.println("Bad.class is fine: " + Bad.class.getName());
    }
}
