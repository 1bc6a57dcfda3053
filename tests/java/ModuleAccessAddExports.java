// jvm-options: --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-exports java.base/sun.nio.ch=ALL-UNNAMED --add-exports java.base/sun.security.util=ALL-UNNAMED
import java.util.function.Supplier;

// Module access at link time with --add-exports (and --add-opens, which exports at run time
// too): the packages named there are accessible to the class path, others still are not.
public class ModuleAccessAddExports {
    static String mask(Throwable t) {
        return t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@(0x)?[0-9a-f]+", "@HASH");
    }

    static void attempt(String what, Supplier<Object> s) {
        try {
            System.out.println(what + " " + s.get());
        } catch (IllegalAccessError e) {
            System.out.println(what + " " + mask(e));
        }
    }

    public static void main(String[] args) throws Exception {
        attempt("added export", () -> jdk.internal.misc.VM.isBooted() + " " + new jdk.internal.misc.VM[2].length);
        attempt("added open", () -> sun.nio.ch.Util.class.getName());
        attempt("not added", () -> sun.security.util.SecurityConstants.GET_CLASSLOADER_PERMISSION);
        Object u = jdk.internal.misc.Unsafe.getUnsafe();
        System.out.println("unsafe " + (u != null) + " " + jdk.internal.misc.Unsafe.ADDRESS_SIZE);
        java.lang.reflect.Field f = Class.forName("sun.nio.ch.Util").getDeclaredField("TEMP_BUF_POOL_SIZE");
        f.setAccessible(true);
        System.out.println("deep reflection on an open package " + f.getType() + " " + (f.getInt(null) > 0));
    }
}
