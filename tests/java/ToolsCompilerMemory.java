// javax.tools: compile sources held in strings, in memory, then load and run them through a class loader.
import javax.tools.*;
import java.io.*;
import java.net.URI;
import java.util.*;

public class ToolsCompilerMemory {
    static final class Src extends SimpleJavaFileObject {
        final String code;
        Src(String name, String code) { super(URI.create("string:///" + name.replace('.', '/') + Kind.SOURCE.extension), Kind.SOURCE); this.code = code; }
        @Override public CharSequence getCharContent(boolean ignore) { return code; }
    }
    static final class Out extends SimpleJavaFileObject {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Out(String name) { super(URI.create("mem:///" + name.replace('.', '/') + Kind.CLASS.extension), Kind.CLASS); }
        @Override public OutputStream openOutputStream() { return bytes; }
    }
    static final class MemManager extends ForwardingJavaFileManager<StandardJavaFileManager> {
        final Map<String, Out> classes = new TreeMap<>();
        MemManager(StandardJavaFileManager m) { super(m); }
        @Override public JavaFileObject getJavaFileForOutput(Location loc, String name, JavaFileObject.Kind kind, FileObject sibling) {
            Out o = new Out(name);
            classes.put(name, o);
            return o;
        }
    }
    static final class MemLoader extends ClassLoader {
        final Map<String, Out> classes;
        MemLoader(Map<String, Out> c) { super(ToolsCompilerMemory.class.getClassLoader()); classes = c; }
        @Override protected Class<?> findClass(String name) throws ClassNotFoundException {
            Out o = classes.get(name);
            if (o == null) throw new ClassNotFoundException(name);
            byte[] b = o.bytes.toByteArray();
            return defineClass(name, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Exception {
        JavaCompiler jc = ToolProvider.getSystemJavaCompiler();
        System.out.println("compiler " + (jc != null) + " versions " + jc.getSourceVersions().contains(javax.lang.model.SourceVersion.RELEASE_17));
        DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
        MemManager fm = new MemManager(jc.getStandardFileManager(diags, Locale.ROOT, null));
        String a = """
            package gen;
            import java.util.*;
            import java.util.function.*;
            public class Calc implements Function<Integer, String> {
                record Pair(int a, int b) {}
                public String apply(Integer n) {
                    List<Pair> ps = new ArrayList<>();
                    for (int i = 1; i <= n; i++) ps.add(new Pair(i, i * i));
                    return ps.stream().map(p -> p.a() + "^2=" + p.b()).reduce((x, y) -> x + "," + y).orElse("") + " via " + Helper.twice("x");
                }
            }
            """;
        String b = """
            package gen;
            class Helper {
                static String twice(String s) { return s + s + switch (s.length()) { case 1 -> "!"; default -> "?"; }; }
            }
            """;
        StringWriter sw = new StringWriter();
        Boolean ok = jc.getTask(sw, fm, diags, List.of("-proc:none"), null, List.of(new Src("gen.Calc", a), new Src("gen.Helper", b))).call();
        System.out.println("ok " + ok + " out '" + sw + "' classes " + fm.classes.keySet());
        for (Map.Entry<String, Out> e : fm.classes.entrySet()) {
            byte[] cb = e.getValue().bytes.toByteArray();
            System.out.println("  " + e.getKey() + " magic " + Integer.toHexString(((cb[0] & 0xff) << 24) | ((cb[1] & 0xff) << 16) | ((cb[2] & 0xff) << 8) | (cb[3] & 0xff)) + " major " + cb[7]);
        }
        MemLoader loader = new MemLoader(fm.classes);
        Class<?> calc = loader.loadClass("gen.Calc");
        @SuppressWarnings("unchecked")
        java.util.function.Function<Integer, String> f = (java.util.function.Function<Integer, String>) calc.getDeclaredConstructor().newInstance();
        System.out.println("result " + f.apply(4));
        System.out.println("loader same " + (calc.getClassLoader() == loader) + " pkg " + calc.getPackageName() + " nest " + loader.loadClass("gen.Calc$Pair").getNestHost().getName());

        String bad = """
            public class Bad {
                int f() { return "s"; }
                void g() { undefined(); }
            }
            """;
        DiagnosticCollector<JavaFileObject> d2 = new DiagnosticCollector<>();
        Boolean ok2 = jc.getTask(new StringWriter(), fm, d2, List.of("-proc:none"), null, List.of(new Src("Bad", bad))).call();
        System.out.println("bad ok " + ok2);
        for (Diagnostic<? extends JavaFileObject> d : d2.getDiagnostics())
            System.out.println("  " + d.getKind() + " line " + d.getLineNumber() + " col " + d.getColumnNumber() + " code " + d.getCode() + ": " + d.getMessage(Locale.ROOT));
        fm.close();
    }
}
