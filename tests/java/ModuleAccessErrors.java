// javac-options: --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-exports java.base/sun.nio.ch=ALL-UNNAMED
import java.util.*;

// Module access at link time: this class is compiled against packages java.base does not
// export (javac is told they are) and run without those exports, so each reference fails
// with HotSpot's IllegalAccessError naming both modules (the unnamed module's identity hash
// is masked), again at the next use of the same constant; exported JDK-internal packages
// (sun.misc of jdk.unsupported) and reflection on the non-exported class behave as usual.
public class ModuleAccessErrors {
    static String mask(Throwable t) { return t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@(0x)?[0-9a-f]+", "@HASH"); }
    static boolean booted() { return jdk.internal.misc.VM.isBooted(); }
    static Object util() { return sun.nio.ch.Util.class; }
    static Object arrays() { return new jdk.internal.misc.VM[0]; }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 2; i++) {
            try { System.out.println("booted " + booted()); } catch (IllegalAccessError e) { System.out.println(mask(e)); }
            try { System.out.println("util " + util()); } catch (IllegalAccessError e) { System.out.println(mask(e)); }
            try { System.out.println("array " + arrays()); } catch (IllegalAccessError e) { System.out.println(mask(e)); }
        }
        java.lang.reflect.Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        System.out.println("sun.misc exported " + (f.get(null) != null) + " " + sun.misc.Unsafe.class.getModule().getName());
        Class<?> vm = Class.forName("jdk.internal.misc.VM");
        System.out.println("loadable " + vm.getName() + " in " + vm.getModule().getName() + " exported " + vm.getModule().isExported("jdk.internal.misc") + " to us " + vm.getModule().isExported("jdk.internal.misc", ModuleAccessErrors.class.getModule()));
        try { vm.getMethod("isBooted").invoke(null); } catch (IllegalAccessException e) { System.out.println(mask(e)); }
        System.out.println("public API fine " + List.of(1, 2) + " " + Objects.hash(1));
    }
}
