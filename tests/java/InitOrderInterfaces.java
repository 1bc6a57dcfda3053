// Class and interface initialization triggers (JLS 12.4.1): default methods, constants, arrays, reflection,
// method handles, Class.forName, super interfaces, static fields through subclasses.
import java.lang.invoke.*;
import java.util.*;

public class InitOrderInterfaces {
    static final List<String> log = new ArrayList<>();
    static int mark(String s) { log.add(s); return log.size(); }
    static void dump(String step) { System.out.println(step + " " + log); log.clear(); }

    interface NoDefault { int X = mark("NoDefault"); void m(); }
    interface WithDefault { int Y = mark("WithDefault"); default void d() {} }
    interface SubDefault extends WithDefault { int Z = mark("SubDefault"); }
    interface StaticOnly { int W = mark("StaticOnly"); static void s() { mark("StaticOnly.s"); } }
    interface ConstOnly { int K = 42; String S = "lit"; Object O = mark("ConstOnly.O"); }
    static class Impl implements NoDefault, SubDefault { static { mark("Impl"); } public void m() {} }
    static class Base { static int b = mark("Base"); static void sm() { mark("Base.sm"); } }
    static class Derived extends Base { static int d = mark("Derived"); static final int C = 7; static final Integer BOXED = mark("Derived.BOXED"); }
    static class ForArray { static { mark("ForArray"); } }
    static class ByForName { static { mark("ByForName"); } }
    static class ByReflect { static int f = mark("ByReflect"); static void sm() {} }
    static class ByHandle { static int f = mark("ByHandle"); static int sm() { return 1; } }
    static class ByVarHandle { static int f = mark("ByVarHandle"); }
    static class ByLdc { static { mark("ByLdc"); } }
    static class Thrower { static int f = 1 / (mark("Thrower") - log.size()); }
    static class Nested1 { static { mark("Nested1"); new Nested2(); } }
    static class Nested2 { static { mark("Nested2"); } static int v = Nested1Holder.v; }
    static class Nested1Holder { static int v = mark("Nested1Holder"); }
    enum Lazy { A, B; static { mark("Lazy"); } }
    static class SwitchOnLazy { static int f(Lazy l) { switch (l) { case A: return 1; default: return 2; } } }

    public static void main(String[] args) throws Throwable {
        new Impl();
        dump("new Impl");
        int k = ConstOnly.K + ConstOnly.S.length();
        dump("constants " + k);
        Object o = ConstOnly.O;
        dump("nonconst field");
        StaticOnly.s();
        dump("static iface method");
        int x = Derived.b;
        dump("Derived.b " + x);
        Derived.sm();
        dump("Derived.sm");
        int c = Derived.C;
        dump("Derived.C " + c);
        Integer bx = Derived.BOXED;
        dump("Derived.BOXED");
        ForArray[] arr = new ForArray[3];
        Object multi = new ForArray[2][2];
        dump("arrays " + arr.length);
        Class<?> cls = ByLdc.class;
        dump("ldc " + cls.getSimpleName());
        Class.forName("InitOrderInterfaces$ByForName", false, InitOrderInterfaces.class.getClassLoader());
        dump("forName no-init");
        Class.forName("InitOrderInterfaces$ByForName");
        dump("forName init");
        java.lang.reflect.Method m = ByReflect.class.getDeclaredMethod("sm");
        dump("getDeclaredMethod");
        m.invoke(null);
        dump("invoke");
        MethodHandle mh = MethodHandles.lookup().findStatic(ByHandle.class, "sm", MethodType.methodType(int.class));
        dump("findStatic");
        int r = (int) mh.invokeExact();
        dump("invokeExact " + r);
        VarHandle vh = MethodHandles.lookup().findStaticVarHandle(ByVarHandle.class, "f", int.class);
        dump("findStaticVarHandle");
        int v = (int) vh.get();
        dump("vh.get " + v);
        try { int t = Thrower.f; } catch (ExceptionInInitializerError e) { System.out.println("eiie " + e.getCause()); }
        try { int t = Thrower.f; } catch (NoClassDefFoundError e) { System.out.println("ncdfe " + e.getMessage() + " cause " + e.getCause()); }
        dump("thrower");
        new Nested1();
        dump("nested");
        System.out.println("switch " + SwitchOnLazy.f(Lazy.B));
        dump("enum switch");
        MethodHandles.lookup().ensureInitialized(ByForName.class);
        Class<?> un = MethodHandles.lookup().findClass("InitOrderInterfaces$Base");
        dump("ensureInitialized " + un.getSimpleName());
    }
}
