import java.util.function.IntUnaryOperator;

// Throwable.printStackTrace(System.out): frames with line numbers, causes ("... n more"), suppressed, getStackTrace.
public class StackTraces {
    static class Inner {
        final int v;
        Inner(int v) {
            if (v < 0) throw new IllegalArgumentException("negative: " + v);
            this.v = v;
        }
        int compute(int d) {
            return v / d;
        }
    }

    static class Holder {
        static int value;
        static {
            value = 1;
        }
        static void fail() {
            throw new UnsupportedOperationException("from Holder.fail");
        }
    }

    static void level3(int x) {
        if (x > 2) throw new IllegalStateException("level3 failed with " + x);
    }

    static void level2(int x) {
        level3(x + 1);
    }

    static void level1(int x) {
        try {
            level2(x + 1);
        } catch (IllegalStateException e) {
            throw new RuntimeException("level1 wrapped", e);
        }
    }

    static void recurse(int n) {
        if (n == 0) throw new ArithmeticException("bottom of recursion");
        recurse(n - 1);
    }

    static int viaLambda(int x) {
        IntUnaryOperator op = y -> 10 / y;
        return op.applyAsInt(x);
    }

    public static void main(String[] args) {
        System.out.println("--- simple");
        try {
            level3(5);
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- with cause");
        try {
            level1(1);
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- constructor");
        try {
            new Inner(-1);
        } catch (IllegalArgumentException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- arithmetic in instance method");
        try {
            new Inner(4).compute(0);
        } catch (ArithmeticException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- static method of nested class");
        try {
            Holder.fail();
        } catch (UnsupportedOperationException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- recursion");
        try {
            recurse(4);
        } catch (ArithmeticException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- lambda");
        try {
            viaLambda(0);
        } catch (ArithmeticException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- suppressed and cause together");
        Exception top = new Exception("top", new Error("the cause"));
        top.addSuppressed(new IllegalStateException("suppressed one"));
        Exception sup2 = new Exception("suppressed two", new RuntimeException("cause of suppressed"));
        top.addSuppressed(sup2);
        top.printStackTrace(System.out);
        System.out.println("--- getStackTrace");
        try {
            level1(7);
        } catch (RuntimeException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("frames: " + st.length);
            for (StackTraceElement el : st) {
                System.out.println("  " + el.getClassName() + " " + el.getMethodName() + " " + el.getFileName() + " " + el.getLineNumber()
                    + " native=" + el.isNativeMethod() + " | " + el);
            }
            StackTraceElement[] cause = e.getCause().getStackTrace();
            System.out.println("cause frames: " + cause.length + " top: " + cause[0]);
        }
        System.out.println("--- setStackTrace and custom exception without stack trace");
        RuntimeException custom = new RuntimeException("custom frames");
        custom.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("com.example.Foo", "bar", "Foo.java", 12),
            new StackTraceElement("com.example.Foo", "nat", null, -2),
            new StackTraceElement("com.example.Baz", "unknown", null, -1)});
        custom.printStackTrace(System.out);
        Throwable noTrace = new Throwable("no trace", null, true, false) { };
        System.out.println("writable=false frames: " + noTrace.getStackTrace().length);
        noTrace.printStackTrace(System.out);
        System.out.println("--- fillInStackTrace in a helper");
        Throwable t = makeThrowable();
        System.out.println("top frame method: " + t.getStackTrace()[0].getMethodName() + " line " + t.getStackTrace()[0].getLineNumber());
        t.fillInStackTrace();
        System.out.println("after fillInStackTrace: " + t.getStackTrace()[0].getMethodName() + " line " + t.getStackTrace()[0].getLineNumber());
        System.out.println("--- exception thrown by the library");
        try {
            Integer.parseInt("not a number");
        } catch (NumberFormatException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("--- new Throwable in main");
        StackTraceElement[] here = new Throwable().getStackTrace();
        System.out.println("current depth " + here.length + " " + here[0]);
    }

    static Throwable makeThrowable() {
        return new Throwable("made");
    }
}
