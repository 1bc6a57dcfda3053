// javac-options: --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-exports java.base/sun.nio.ch=ALL-UNNAMED --add-exports java.base/sun.security.util=ALL-UNNAMED
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Proxy;
import java.util.*;
import java.util.function.Supplier;

// Module access at link time (JVMS 5.4.4): this class is compiled against packages java.base
// does not export (javac is told they are) and run without those exports, so each reference
// (a class, a static method, a static field, an array, instanceof) fails with HotSpot's
// IllegalAccessError naming both modules (the unnamed module's identity hash is masked), again
// at the next use of the same constant. Exported JDK-internal packages (sun.misc of
// jdk.unsupported), reflection and method handles on the concealed class (checked by the JDK's
// Java code), proxies (a dynamic module), lambdas and string concatenation behave as usual.
public class ModuleAccessErrors {
    static String mask(Throwable t) {
        return t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@(0x)?[0-9a-f]+", "@HASH");
    }

    static void attempt(String what, Supplier<Object> s) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(what + " " + s.get());
            } catch (IllegalAccessError e) {
                System.out.println(what + " " + mask(e));
            }
        }
    }

    static Object booted() { return jdk.internal.misc.VM.isBooted(); }
    static Object util() { return sun.nio.ch.Util.class; }
    static Object array() { return new jdk.internal.misc.VM[0].length; }
    static Object array2() { return new sun.nio.ch.Util[1][2].length; }
    static Object field() { return sun.security.util.SecurityConstants.GET_CLASSLOADER_PERMISSION; }
    static Object isVM(Object o) { return o instanceof jdk.internal.misc.VM; }

    public static void main(String[] args) throws Exception {
        attempt("static method", ModuleAccessErrors::booted);
        attempt("class literal", ModuleAccessErrors::util);
        attempt("array", ModuleAccessErrors::array);
        attempt("2-d array", ModuleAccessErrors::array2);
        attempt("static field", ModuleAccessErrors::field);
        attempt("instanceof", () -> isVM("x"));

        java.lang.reflect.Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        System.out.println("sun.misc exported " + (f.get(null) != null) + " " + sun.misc.Unsafe.class.getModule().getName());
        Class<?> vm = Class.forName("jdk.internal.misc.VM");
        Module me = ModuleAccessErrors.class.getModule();
        System.out.println("loadable " + vm.getName() + " in " + vm.getModule().getName() + " exported "
                + vm.getModule().isExported("jdk.internal.misc") + " to us " + vm.getModule().isExported("jdk.internal.misc", me)
                + " reads " + me.canRead(vm.getModule()));
        try {
            vm.getMethod("isBooted").invoke(null);
        } catch (IllegalAccessException e) {
            System.out.println(mask(e));
        }
        try {
            vm.getDeclaredMethod("isBooted").setAccessible(true);
        } catch (RuntimeException e) {
            System.out.println(mask(e));
        }
        try {
            MethodHandles.lookup().findStatic(vm, "isBooted", java.lang.invoke.MethodType.methodType(boolean.class));
        } catch (IllegalAccessException e) {
            System.out.println(mask(e));
        }
        Runnable r = (Runnable) Proxy.newProxyInstance(ModuleAccessErrors.class.getClassLoader(), new Class<?>[] {Runnable.class},
                (p, m, a) -> { System.out.println("proxy " + m.getName()); return null; });
        r.run();
        System.out.println("proxy module named " + r.getClass().getModule().isNamed());
        Supplier<String> s = () -> "lambda";
        int n = 3;
        System.out.println("public API fine " + List.of(1, 2) + " " + Objects.hash(1) + " " + s.get() + n
                + " " + java.util.logging.Level.INFO + " " + String.format("%05d", 42));
    }
}
