// compare: stderr
import java.io.*;
import java.util.*;

// Uncaught exception printing: cause chains with "... N more", suppressed exceptions (nested, with causes), custom
// toString/getMessage/getLocalizedMessage, null messages, a cause cycle, a custom fillInStackTrace, a throwable with
// no stack trace (writableStackTrace=false), setStackTrace, printStackTrace to a PrintWriter, and the final uncaught one.
public class UncaughtSuppressed {
    static class MyEx extends Exception {
        MyEx(String m, Throwable c) { super(m, c); }
        @Override public String getLocalizedMessage() { return "localized<" + getMessage() + ">"; }
    }
    static class Quiet extends RuntimeException {
        Quiet(String m) { super(m, null, true, false); }
    }
    static class Renamed extends RuntimeException {
        Renamed() { super(); }
        @Override public String toString() { return "Renamed!"; }
    }
    static void level3(int n) throws MyEx {
        if (n == 0) throw new MyEx("deep", new IllegalArgumentException("root cause"));
        level3(n - 1);
    }
    static void wrap() {
        try { level3(3); }
        catch (MyEx e) { throw new IllegalStateException("wrapped", e); }
    }
    static class Res implements AutoCloseable {
        final String name;
        Res(String n) { name = n; }
        public void close() { throw new UncheckedIOException("close " + name, new IOException("io " + name)); }
    }
    static void tryRes() {
        try (Res a = new Res("a"); Res b = new Res("b")) {
            throw new RuntimeException("body");
        }
    }
    public static void main(String[] args) {
        try { wrap(); } catch (RuntimeException e) { e.printStackTrace(); }
        try { tryRes(); } catch (RuntimeException e) {
            e.printStackTrace();
            System.err.println("suppressed " + e.getSuppressed().length);
        }
        Quiet q = new Quiet("quiet one");
        q.addSuppressed(new Error("ignored?"));
        q.printStackTrace();
        System.err.println("quiet trace length " + q.getStackTrace().length + " suppressed " + q.getSuppressed().length);
        new Renamed().printStackTrace();
        RuntimeException nul = new RuntimeException((String) null);
        nul.printStackTrace();
        new Exception(new Error("only cause")).printStackTrace();
        Exception a = new Exception("a"), b = new Exception("b", a);
        try { a.initCause(b); } catch (IllegalStateException e) { System.err.println("initCause: " + e.getMessage()); }
        try { new Exception("x").initCause(null).initCause(null); } catch (IllegalStateException e) { System.err.println("initCause twice: " + e.getMessage()); }
        try { Exception s = new Exception("self"); s.initCause(s); } catch (IllegalArgumentException e) { System.err.println("self cause: " + e.getMessage()); }
        try { Exception s = new Exception("self"); s.addSuppressed(s); } catch (IllegalArgumentException e) { System.err.println("self suppress: " + e.getMessage()); }
        Exception set = new Exception("custom trace");
        set.setStackTrace(new StackTraceElement[]{new StackTraceElement("a.B", "m", "B.java", 10), new StackTraceElement("c.D", "n", null, -2),
            new StackTraceElement("e.F", "o", "F.java", -1), new StackTraceElement("loader", "mod", "1.0", "g.H", "p", "H.java", 5)});
        set.printStackTrace();
        StringWriter sw = new StringWriter();
        new IllegalStateException("to writer", new RuntimeException("inner")).printStackTrace(new PrintWriter(sw));
        System.out.println("writer lines " + sw.toString().split("\n").length + " first " + sw.toString().split("\n")[0]);
        StackTraceElement top = new Throwable().getStackTrace()[0];
        System.out.println("top " + top + " class " + top.getClassName() + " method " + top.getMethodName() + " file " + top.getFileName() + " line " + top.getLineNumber()
            + " native " + top.isNativeMethod() + " module " + top.getModuleName() + " loader " + top.getClassLoaderName());
        StackTraceElement jdk = null;
        try { Integer.parseInt("x"); } catch (NumberFormatException e) { jdk = e.getStackTrace()[0]; }
        System.out.println("jdk frame " + jdk + " module " + jdk.getModuleName() + " version " + (jdk.getModuleVersion() != null) + " loader " + jdk.getClassLoaderName());
        Throwable t = new Error("outer", new MyEx("mid", null));
        t.getCause().addSuppressed(new RuntimeException("sup in cause", new Exception("sup cause")));
        t.addSuppressed(new Renamed());
        t.printStackTrace();
        Thread.setDefaultUncaughtExceptionHandler(null);
        RuntimeException last = new RuntimeException("final", new MyEx("because", new Quiet("q")));
        last.addSuppressed(new IllegalArgumentException("first suppressed"));
        throw last;
    }
}
