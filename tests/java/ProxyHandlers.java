import java.lang.reflect.*;
import java.util.*;

// java.lang.reflect.Proxy: dispatch of interface, Object and default methods (InvocationHandler.invokeDefault),
// checked/unchecked exceptions (UndeclaredThrowableException), primitive returns and null unboxing, proxy class
// shape (modifiers, interfaces, package, isProxyClass), duplicate methods across interfaces, and errors.
public class ProxyHandlers {
    static void p(Object o) { System.out.println(o); }
    interface Greeter { String greet(String who); default String twice(String w) { return greet(w) + greet(w); } int count(); }
    interface Closer extends AutoCloseable { void close() throws java.io.IOException; }
    interface Shape { double area(); long id(); boolean ok(); char c(); byte b(); short s(); float f(); void v(); }
    interface A1 { Object m() throws java.io.IOException; }
    interface B1 { String m() throws java.io.FileNotFoundException; }
    private interface Hidden { int h(); }
    static class Recorder implements InvocationHandler {
        List<String> log = new ArrayList<>();
        public Object invoke(Object proxy, Method m, Object[] a) throws Throwable {
            log.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + (a == null ? "()" : Arrays.toString(a)));
            switch (m.getName()) {
                case "greet": return "hi " + a[0] + ";";
                case "twice": return InvocationHandler.invokeDefault(proxy, m, a);
                case "count": return log.size();
                case "toString": return "RecorderProxy";
                case "hashCode": return 42;
                case "equals": return proxy == a[0];
                case "close": throw new java.io.IOException("closing");
                case "area": return 2.5;
                case "id": return 7L;
                case "ok": return null;
                case "c": return 'x';
                case "b": return (byte) 1;
                case "s": return 3; // wrong type
                case "f": return 1.5f;
                case "v": throw new Exception("checked from void");
                case "m": return "m-result";
                case "h": return 99;
            }
            throw new AssertionError(m);
        }
    }
    static String ex(Throwable t) { return t.getClass().getName() + ": " + t.getMessage() + (t.getCause() != null ? " cause " + ex(t.getCause()) : ""); }
    public static void main(String[] args) throws Exception {
        Recorder h = new Recorder();
        ClassLoader cl = ProxyHandlers.class.getClassLoader();
        Greeter g = (Greeter) Proxy.newProxyInstance(cl, new Class<?>[]{Greeter.class, Closer.class}, h);
        p(g.greet("bob") + " " + g.twice("al") + " " + g.count() + " " + g + " " + g.hashCode() + " " + g.equals(g) + " " + g.equals("x"));
        try { ((Closer) g).close(); } catch (java.io.IOException e) { p("close threw " + ex(e)); }
        p("log " + h.log);
        Class<?> pc = g.getClass();
        p("isProxy " + Proxy.isProxyClass(pc) + " " + Proxy.isProxyClass(String.class) + " handler same " + (Proxy.getInvocationHandler(g) == h)
          + " mods " + Modifier.toString(pc.getModifiers()) + " ifaces " + Arrays.toString(pc.getInterfaces()) + " super " + pc.getSuperclass()
          + " name prefix " + pc.getSimpleName().startsWith("$Proxy") + " pkg " + pc.getPackageName() + " same class " + (pc == Proxy.newProxyInstance(cl, new Class<?>[]{Greeter.class, Closer.class}, h).getClass())
          + " instanceOf " + (g instanceof Closer) + " methods " + pc.getDeclaredMethods().length + " ctor params " + Arrays.toString(pc.getConstructors()[0].getParameterTypes()));
        Shape s = (Shape) Proxy.newProxyInstance(cl, new Class<?>[]{Shape.class}, h);
        p("shape " + s.area() + " " + s.id() + " " + s.c() + " " + s.b() + " " + s.f());
        try { s.ok(); } catch (NullPointerException e) { p("null to boolean: " + e.getClass().getName()); }
        try { s.s(); } catch (ClassCastException e) { p("wrong type: " + e.getClass().getName() + " " + e.getMessage()); }
        try { s.v(); } catch (UndeclaredThrowableException e) { p("undeclared: " + ex(e) + " getUndeclared " + e.getUndeclaredThrowable().getMessage()); }
        Object ab = Proxy.newProxyInstance(cl, new Class<?>[]{A1.class, B1.class}, h);
        p("dup m " + ((A1) ab).m() + " " + ((B1) ab).m() + " last " + h.log.get(h.log.size() - 1));
        Object hid = Proxy.newProxyInstance(cl, new Class<?>[]{Hidden.class}, h);
        p("non-public " + ((Hidden) hid).h() + " pkg " + hid.getClass().getPackageName() + " mods " + Modifier.toString(hid.getClass().getModifiers()));
        Runnable rr = (Runnable) Proxy.newProxyInstance(cl, new Class<?>[]{Runnable.class}, (px, m, a) -> { p("run via " + m); return null; });
        rr.run();
        p("jdk pkg " + rr.getClass().getPackageName() + " module named " + rr.getClass().getModule().isNamed());
        Comparable<String> cmp = (Comparable<String>) Proxy.newProxyInstance(cl, new Class<?>[]{Comparable.class}, (px, m, a) -> ((String) a[0]).length());
        p("comparable " + cmp.compareTo("four"));
        try { Proxy.newProxyInstance(cl, new Class<?>[]{String.class}, h); } catch (IllegalArgumentException e) { p("not iface: " + e.getMessage()); }
        try { Proxy.newProxyInstance(cl, new Class<?>[]{Runnable.class, Runnable.class}, h); } catch (IllegalArgumentException e) { p("repeated: " + e.getMessage()); }
        try { Proxy.newProxyInstance(cl, new Class<?>[]{Runnable.class}, null); } catch (NullPointerException e) { p("null handler: " + e.getClass().getName()); }
        try { Proxy.getInvocationHandler("x"); } catch (IllegalArgumentException e) { p("not proxy: " + e.getMessage()); }
        interface Dflt { default String hello() { return "default hello"; } String abs(); }
        Dflt d = (Dflt) Proxy.newProxyInstance(cl, new Class<?>[]{Dflt.class}, (px, m, a) -> m.isDefault() ? InvocationHandler.invokeDefault(px, m, a) : "abs");
        p("invokeDefault " + d.hello() + " " + d.abs());
        try {
            Method mm = Greeter.class.getMethod("twice", String.class);
            InvocationHandler.invokeDefault(g, Runnable.class.getMethod("run"), (Object[]) null);
        } catch (Throwable e) { p("invokeDefault bad: " + e.getMessage().replaceAll("\\$Proxy\\d+", "\\$ProxyN")); }
        // reflection on proxy methods
        Method gm = pc.getMethod("greet", String.class);
        p("reflect invoke " + gm.invoke(g, "ref") + " decl " + gm.getDeclaringClass().getSimpleName().startsWith("$Proxy") + " final " + Modifier.isFinal(gm.getModifiers()));
        InvocationHandler thrower = (px, m, a) -> { throw new IllegalStateException("from handler"); };
        Greeter tg = (Greeter) Proxy.newProxyInstance(cl, new Class<?>[]{Greeter.class}, thrower);
        try { tg.greet("x"); } catch (IllegalStateException e) { p("runtime passes: " + e.getMessage() + " top frame in handler " + e.getStackTrace()[0].getMethodName().startsWith("lambda$")); }
        try { gm.invoke(tg, "x"); } catch (InvocationTargetException e) { p("ite: " + ex(e.getCause())); }
        Object ep = Proxy.newProxyInstance(cl, new Class<?>[]{Greeter.class}, (px, m, a) -> { throw new Error("err"); });
        try { ((Greeter) ep).count(); } catch (Error e) { p("error passes " + e.getMessage()); }
    }
}
