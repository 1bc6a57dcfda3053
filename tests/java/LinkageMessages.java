// LinkageError for duplicate class definitions (class and interface, the
// app loader, named and unnamed custom loaders, a loader with a parent) and
// MethodHandles.publicLookup() failures, with HotSpot's messages. A custom
// loader's identity hash (in "@1b6d3586") is replaced by "@ID".
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class LinkageMessages {
    static byte[] bytes(String name) throws Exception {
        try (InputStream in = LinkageMessages.class.getResourceAsStream("/" + name + ".class")) {
            return in.readAllBytes();
        }
    }

    static class Loader extends ClassLoader {
        Loader(String name, ClassLoader parent) { super(name, parent); }
        Loader(ClassLoader parent) { super(parent); }
        Class<?> define(String name) throws Exception {
            byte[] b = bytes(name);
            return defineClass(name, b, 0, b.length);
        }
        Class<?> defineBytes(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
        Class<?> defineAs(String as, String name) throws Exception {
            byte[] b = bytes(name);
            return defineClass(as, b, 0, b.length);
        }
    }

    /* The class file with ACC_FINAL set: its access flags follow the
     * constant pool. */
    static byte[] finalized(byte[] b) {
        int n = (b[8] & 0xff) << 8 | (b[9] & 0xff), p = 10;
        for (int i = 1; i < n; i++) {
            int tag = b[p] & 0xff;
            switch (tag) {
            case 1: p += 3 + ((b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff)); break;
            case 5: case 6: p += 9; i++; break;
            case 7: case 8: case 16: case 19: case 20: p += 3; break;
            case 15: p += 4; break;
            default: p += 5; break; // 3, 4, 9, 10, 11, 12, 17, 18
            }
        }
        b[p + 1] |= 0x10;
        return b;
    }

    static void show(String what, Throwable e) {
        String m = String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@ID");
        System.out.println(what + ": " + e.getClass().getName() + ": " + m);
    }

    interface Callable { Object call() throws Throwable; }
    static void attempt(String what, Callable c) {
        try { System.out.println(what + ": " + c.call()); } catch (Throwable e) { show(what, e); }
    }

    public static class Pub {
        private static int hidden = 1;
        private Pub(int x) { }
        public Pub() { }
        private static String secret() { return "secret"; }
        public static String open() { return "open"; }
        protected String prot() { return "prot"; }
    }

    public static void main(String[] args) throws Throwable {
        Loader named = new Loader("mine", LinkageMessages.class.getClassLoader());
        attempt("first definition", () -> named.define("LmTarget").getName());
        attempt("named loader, class", () -> named.define("LmTarget"));
        attempt("named loader, interface", () -> { named.define("LmIface"); return named.define("LmIface"); });
        Loader unnamed = new Loader(null);
        attempt("unnamed loader, first", () -> unnamed.define("LmTarget").getClassLoader() == unnamed);
        attempt("unnamed loader, again", () -> unnamed.define("LmTarget"));
        Loader child = new Loader("child", named);
        attempt("child loader, first", () -> child.define("LmTarget").getClassLoader() == child);
        attempt("child loader, again", () -> child.define("LmTarget"));
        Loader unnamedChild = new Loader(unnamed);
        attempt("unnamed child of unnamed", () -> { unnamedChild.define("LmIface"); return unnamedChild.define("LmIface"); });
        new LmTarget();
        attempt("app loader, Lookup.defineClass", () -> MethodHandles.lookup().defineClass(bytes("LmTarget")));
        attempt("wrong name", () -> new Loader("wn", null).defineAs("LmOther", "LmTarget"));
        attempt("subclass of a class made final later", () -> {
            Loader l = new Loader("fin", null);
            byte[] b = finalized(bytes("LmBase"));
            l.defineBytes("LmBase", b);
            return l.define("LmSub");
        });

        MethodHandles.Lookup pl = MethodHandles.publicLookup();
        System.out.println("publicLookup " + pl + " " + pl.lookupModes());
        attempt("publicLookup, package-private class", () -> pl.findStatic(LmTarget.class, "hello", MethodType.methodType(String.class)));
        attempt("publicLookup, public class, private method", () -> pl.findStatic(Pub.class, "secret", MethodType.methodType(String.class)));
        attempt("publicLookup, public method", () -> pl.findStatic(Pub.class, "open", MethodType.methodType(String.class)).invoke());
        attempt("publicLookup, protected method", () -> pl.findVirtual(Pub.class, "prot", MethodType.methodType(String.class)));
        attempt("publicLookup, missing method", () -> pl.findStatic(Pub.class, "nope", MethodType.methodType(void.class)));
        attempt("publicLookup, findClass", () -> pl.findClass("LmTarget"));
        attempt("publicLookup, findClass public", () -> pl.findClass("LinkageMessages$Pub"));
        attempt("publicLookup, field", () -> pl.findStaticGetter(Pub.class, "hidden", int.class));
        attempt("publicLookup, jdk internal", () -> pl.findClass("jdk.internal.misc.Unsafe"));
        attempt("publicLookup, constructor", () -> pl.findConstructor(Pub.class, MethodType.methodType(void.class, int.class)));
        attempt("publicLookup, private lookup in", () -> MethodHandles.privateLookupIn(Pub.class, pl));
        attempt("publicLookup.in", () -> pl.in(LmTarget.class) + " " + pl.in(LmTarget.class).lookupModes());
        attempt("publicLookup, unreflect private", () -> pl.unreflect(Pub.class.getDeclaredMethod("secret")));
        attempt("lookup, dropLookupMode", () -> MethodHandles.lookup().dropLookupMode(MethodHandles.Lookup.PRIVATE).findStatic(Pub.class, "secret", MethodType.methodType(String.class)));
        attempt("lookup, defineClass from publicLookup", () -> pl.defineClass(bytes("LmTarget")));
        attempt("publicLookup, accessClass", () -> pl.accessClass(LmTarget.class));
    }
}

class LmTarget { static String hello() { return "hello"; } }
interface LmIface { }
class LmBase { }
class LmSub extends LmBase { }
