import java.lang.reflect.*;
import java.util.*;

// Method.invoke and Constructor.newInstance errors in HotSpot's order (class initialisation,
// receiver, argument count, arguments): null and foreign receivers, unboxing and widening,
// varargs arrays, abstract, enum and private constructors, missing members. Each Method is
// called fewer than 16 times, so HotSpot stays on its native accessors as Rivet does.
public class ReflectInvokeErrors {
    public int inst(int a, String b) { return a + b.length(); }
    public static long stat(long a, double b) { return a + (long) b; }
    public static String objs(Object a, Number b, int... rest) { return a + "/" + b + "/" + rest.length; }
    public abstract static class Abs { public abstract String f(); public String g() { return "g"; } }
    public static class Impl extends Abs { public String f() { return "impl"; } }
    public interface Dflt { default String d() { return "dflt"; } }
    public static class UsesDflt implements Dflt {}
    public enum Color { RED }
    public static class LazyInit { static { System.out.println("LazyInit initialized"); } public static int f(int x) { return x; } }
    public static class LazyInit2 { static { System.out.println("LazyInit2 initialized"); } public static int f(int x) { return x; } }
    public interface LazyIface { int Z = note(); int m(); }
    public static class LazyImpl implements LazyIface { public int m() { return 3; } }
    static int note() { System.out.println("LazyIface initialized"); return 1; }
    interface Op { Object run() throws Exception; }
    static void t(String what, Op op) {
        try { System.out.println(what + " -> " + op.run()); }
        catch (InvocationTargetException e) { System.out.println(what + " -> ITE cause " + e.getCause()); }
        catch (Exception | Error e) { System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) throws Exception {
        Method inst = ReflectInvokeErrors.class.getMethod("inst", int.class, String.class);
        Method stat = ReflectInvokeErrors.class.getMethod("stat", long.class, double.class);
        Method objs = ReflectInvokeErrors.class.getMethod("objs", Object.class, Number.class, int[].class);
        ReflectInvokeErrors r = new ReflectInvokeErrors();
        t("inst ok", () -> inst.invoke(r, 1, "ab"));
        t("inst null receiver", () -> inst.invoke(null, 1, "ab"));
        t("inst wrong receiver", () -> inst.invoke("str", 1, "ab"));
        t("inst wrong receiver and count", () -> inst.invoke("str", 1));
        t("inst null receiver and count", () -> inst.invoke(null));
        t("inst count", () -> inst.invoke(r, 1));
        t("inst null args", () -> inst.invoke(r, (Object[]) null));
        t("inst unbox null", () -> inst.invoke(r, null, "x"));
        t("inst long for int", () -> inst.invoke(r, 1L, "x"));
        t("inst char for int", () -> inst.invoke(r, 'a', "x"));
        t("inst int for String", () -> inst.invoke(r, 1, 2));
        t("inst NPE inside", () -> inst.invoke(r, 1, null));
        t("stat ignores receiver", () -> stat.invoke("anything", 1, 2.5f));
        t("stat byte short", () -> stat.invoke(null, (byte) 1, (short) 2));
        t("stat bool", () -> stat.invoke(null, true, 1.0));
        t("stat double for long", () -> stat.invoke(null, 1.0, 1.0));
        t("objs", () -> objs.invoke(null, "a", 1.5, new int[]{1, 2}));
        t("objs null varargs", () -> objs.invoke(null, null, null, null));
        t("objs wrong array", () -> objs.invoke(null, "a", 1, new long[0]));
        t("objs string for Number", () -> objs.invoke(null, "a", "b", new int[0]));
        t("abstract via impl", () -> Abs.class.getMethod("f").invoke(new Impl()));
        t("default method", () -> Dflt.class.getMethod("d").invoke(new UsesDflt()));
        t("abstract ctor", () -> Abs.class.getConstructor().newInstance());
        t("enum ctor", () -> Color.class.getDeclaredConstructors()[0].newInstance("X", 1));
        t("private ctor", () -> Collections.class.getDeclaredConstructor().newInstance());
        t("interface static", () -> List.class.getMethod("of", Object.class).invoke(null, 5));
        t("ctor count", () -> Impl.class.getConstructor().newInstance(1));
        t("ctor wrong type", () -> StringBuilder.class.getConstructor(int.class).newInstance("x"));
        t("ctor ok", () -> StringBuilder.class.getConstructor(int.class).newInstance((short) 3).capacity());
        t("private method", () -> Object.class.getDeclaredMethod("clone").invoke(new Object()));
        t("Class.newInstance", () -> Abs.class.newInstance());
        t("getMethod missing", () -> Abs.class.getMethod("nope", int.class));
        t("getField missing", () -> Abs.class.getField("x"));
        t("getConstructor missing", () -> Abs.class.getConstructor(String.class));
        t("static count before init", () -> LazyInit.class.getMethod("f", int.class).invoke(null));
        t("static type before init", () -> LazyInit2.class.getMethod("f", int.class).invoke(null, "x"));
        LazyImpl li = new LazyImpl();
        System.out.println("impl made");
        t("interface method initializes the interface", () -> LazyIface.class.getMethod("m").invoke(li));
        t("getDeclaredMethod null name", () -> Abs.class.getDeclaredMethod(null));
    }
}
