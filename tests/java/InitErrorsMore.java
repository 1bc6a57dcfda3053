import java.util.*;
import java.util.concurrent.*;

// Class initialisation corner cases: the order of superclass and superinterface initialisation (default methods),
// constants that do not trigger <clinit>, failed init then NoClassDefFoundError with its cause, errors that are not
// Exceptions wrapped or not, circular initialisation in one thread and across two threads, array creation and
// class literals not initialising, Class.forName with initialize=false, and static nested enum init.
public class InitErrorsMore {
    static final List<String> log = Collections.synchronizedList(new ArrayList<>());
    static void p(Object o) { System.out.println(o); }
    interface I1 { int X = InitErrorsMore.note("I1.X"); default void d() {} }
    interface I2 extends I1 { int Y = InitErrorsMore.note("I2.Y"); }
    interface I3 { int Z = InitErrorsMore.note("I3.Z"); static void s() {} }
    static class Base implements I2 { static { note("Base"); } }
    static class Derived extends Base implements I3 { static int v = note("Derived"); static final int CONST = 5; static final String S = "str"; static final Integer BOXED = note("Derived.BOXED"); }
    static int note(String s) { log.add(s); return s.length(); }
    static class Boom { static { if (true) throw new RuntimeException("boom in clinit"); } static void f() {} }
    static class BoomErr { static { if (true) throw new OutOfMemoryError("fake oom"); } static int g; }
    static class BoomNested { static int x = Boom2.y; }
    static class Boom2 { static int y = 1 / zero(); static int zero() { return 0; } }
    static class CircA { static int a = note("CircA") + CircB.b; static int get() { return a; } }
    static class CircB { static int b = note("CircB") + CircA.a; }
    static class Slow { static int v; static { note("Slow start"); try { Thread.sleep(50); } catch (InterruptedException e) {} v = 42; note("Slow end"); } }
    enum Color { RED, GREEN; static { note("Color static"); } Color() { note("Color ctor " + name()); } }
    static class Holder { static { note("Holder"); } static class Inner { static { note("Inner"); } } }
    public static void main(String[] args) throws Exception {
        p("const " + Derived.CONST + " " + Derived.S + " log " + log);
        Derived[] arr = new Derived[3];
        Class<?> c = Derived.class;
        p("array/literal log " + log + " " + arr.length + " " + c.getSimpleName());
        new Derived();
        p("after new " + log);
        log.clear();
        p("I2.Y " + I2.Y + " log " + log);
        log.clear();
        I3.s();
        p("I3.s log " + log);
        for (int i = 0; i < 3; i++) {
            try { Boom.f(); p("no throw?"); }
            catch (Throwable t) { p("try " + i + ": " + t + " | cause " + t.getCause()); }
        }
        for (int i = 0; i < 2; i++) {
            try { p(BoomErr.g); } catch (Throwable t) { p("err " + i + ": " + t + " | cause " + t.getCause()); }
        }
        for (int i = 0; i < 2; i++) {
            try { p(BoomNested.x); } catch (Throwable t) { p("nested " + i + ": " + t + " | cause " + t.getCause()); }
        }
        try { p(Boom2.y); } catch (Throwable t) { p("boom2 again: " + t); }
        try { Class.forName("InitErrorsMore$Boom"); } catch (Throwable t) { p("forName: " + t); }
        Class<?> nb = Class.forName("InitErrorsMore$Holder", false, InitErrorsMore.class.getClassLoader());
        p("forName no init " + nb.getSimpleName() + " log " + log);
        Class.forName("InitErrorsMore$Holder$Inner");
        p("inner only " + log);
        log.clear();
        p("circ " + CircA.get() + " " + CircB.b + " log " + log);
        log.clear();
        ExecutorService ex = Executors.newFixedThreadPool(3);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 3; i++) fs.add(ex.submit(() -> Slow.v));
        for (Future<Integer> f : fs) p("slow " + f.get());
        ex.shutdown();
        p("slow log " + log);
        log.clear();
        p("enum " + Color.GREEN + " " + log);
        try { Object o = Class.forName("InitErrorsMore$Boom").getDeclaredConstructor().newInstance(); }
        catch (Throwable t) { p("newInstance: " + t); }
        try { InitErrorsMore.class.getClassLoader().loadClass("InitErrorsMore$Boom").getMethod("f").invoke(null); }
        catch (Throwable t) { p("invoke: " + t + " cause " + t.getCause()); }
        try { java.lang.invoke.MethodHandles.lookup().findStatic(Boom.class, "f", java.lang.invoke.MethodType.methodType(void.class)).invoke(); }
        catch (Throwable t) { p("mh: " + t); }
        try { java.lang.invoke.MethodHandles.lookup().ensureInitialized(Boom.class); }
        catch (Throwable t) { p("ensureInitialized: " + t); }
    }
}
