// compare: stderr
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Stack traces through reflection (InvocationTargetException), lambdas in streams,
// try-with-resources suppression, cause cycles, traces disabled, custom StackTraceElements,
// an uncaught exception in a thread, and an uncaught Error with causes and suppressed in main.
public class ExceptionTraces2 {
    static class Res implements AutoCloseable {
        final String n;
        Res(String n) { this.n = n; }
        public void close() { throw new IllegalStateException("close " + n); }
    }
    static void target(int x) { if (x > 0) throw new UnsupportedOperationException("target " + x); }
    public ExceptionTraces2(String s) { if (s == null) throw new IllegalArgumentException("ctor"); }
    static int depth(int n) { return n == 0 ? Integer.parseInt("x") : depth(n - 1) + 1; }

    public static void main(String[] args) throws Exception {
        try {
            ExceptionTraces2.class.getDeclaredMethod("target", int.class).invoke(null, 3);
        } catch (InvocationTargetException e) {
            System.out.println("ITE cause " + e.getCause() + " message " + e.getMessage());
            e.printStackTrace(System.out);
        }
        try {
            ExceptionTraces2.class.getConstructor(String.class).newInstance((Object) null);
        } catch (InvocationTargetException e) {
            e.printStackTrace(System.out);
        }
        try {
            ExceptionTraces2.class.getDeclaredMethod("target", int.class).invoke(null, "wrong");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            ExceptionTraces2.class.getDeclaredMethod("target", int.class).invoke(null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Stream.of(1, 2, 0).map(i -> 10 / i).forEach(i -> {});
        } catch (ArithmeticException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("lambda frame " + st[0].getMethodName().startsWith("lambda$main$") + " " + st[0].getClassName() + " line " + st[0].getLineNumber());
        }
        try (Res a = new Res("a"); Res b = new Res("b")) {
            throw new RuntimeException("body");
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
        try {
            depth(3);
        } catch (NumberFormatException e) {
            e.printStackTrace(System.out);
        }
        Throwable loop1 = new Exception("one");
        Throwable loop2 = new Exception("two", loop1);
        loop1.initCause(loop2);
        loop2.printStackTrace(System.out);
        Exception noTrace = new Exception("no trace", null, true, false) {};
        noTrace.printStackTrace(System.out);
        Exception noSupp = new Exception("no supp", null, false, true) {};
        noSupp.addSuppressed(new Error("ignored"));
        System.out.println("suppressed len " + noSupp.getSuppressed().length);
        try { new Exception().addSuppressed(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        Exception self = new Exception("self");
        try { self.addSuppressed(self); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { self.initCause(self); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Exception setTrace = new Exception("custom trace");
        setTrace.setStackTrace(new StackTraceElement[]{
            new StackTraceElement("a.B", "m", "B.java", 10),
            new StackTraceElement("loader", "mod", "1.0", "c.D", "n", null, -2),
            new StackTraceElement("e.F", "o", "F.java", -1),
            new StackTraceElement("g.H", "p", null, -1)});
        setTrace.printStackTrace(System.out);
        System.out.println(new StackTraceElement("app", "m.y", "2", "c.D", "n", "D.java", 5));
        Thread t = new Thread(() -> { throw new IllegalStateException("in thread"); }, "worker-1");
        t.start();
        t.join();
        Error err = new Error("outer", new RuntimeException("middle", new java.io.IOException("inner")));
        err.addSuppressed(new Exception("supp1", new Exception("supp cause")));
        throw err;
    }
}
