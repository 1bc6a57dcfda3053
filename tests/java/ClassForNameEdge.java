import java.util.*;
// Class.forName with odd names, as libjava and HotSpot check them: slashes, dots turned into
// slashes, array descriptors (valid, malformed, too deep), spaces, nested and local
// classes; what the boot loader may not see (platform modules); the messages of the
// ClassNotFoundExceptions; plus Class facts of primitives, arrays, local and anonymous classes.
public class ClassForNameEdge {
    static class Foo extends ClassForNameEdge {}
    interface Op { Object run() throws Exception; }
    static void t(String what, Op op) {
        try { Object r = op.run(); System.out.println(what + " -> " + (r instanceof Class<?> c ? c.getName() + " (" + c.getSimpleName() + ", " + c.getTypeName() + ")" : r)); }
        catch (Exception | Error e) { System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        Object anon = new Object() {};
        class Local {}
        Runnable lam = () -> {};
        String[] names = {"java.lang.String", "[Ljava.lang.String;", "[I", "[[D", "I", "int", "void", "[V", "[", "[L", "[L;", "[Ljava.lang.String", "Ljava.lang.String;", "java/lang/String",
            "java.lang.String[]", "[Ljava/lang/String;", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[I",
            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[I",
            "", " ", "java.lang.String ", "ClassForNameEdge$1", "ClassForNameEdge$1Local", "ClassForNameEdge.Op", "ClassForNameEdge$Op", "[LClassForNameEdge$Op;", "java.util.Map$Entry", "[Ljava.util.Map$Entry;", "no.such.Cls", "[Lno.such.Cls;", "java.lang.invoke.LambdaForm$Hidden", "sun.misc.Unsafe", "jdk.internal.misc.Unsafe", "[Z", "[J", "[C", "[S", "[B", "[F"};
        for (String n : names) t("forName '" + n + "'", () -> Class.forName(n));
        t("forName null", () -> Class.forName(null));
        t("forName noinit", () -> Class.forName("java.util.ArrayList", false, null));
        t("forName boot cannot see app", () -> Class.forName("ClassForNameEdge", false, null));
        t("forName platform", () -> Class.forName("java.sql.Date", false, ClassLoader.getPlatformClassLoader()));
        t("forName module", () -> Class.forName(ModuleLayer.boot().findModule("java.base").get(), "java.lang.String"));
        t("forName module missing", () -> Class.forName(ModuleLayer.boot().findModule("java.base").get(), "java.sql.Date"));
        t("loader loadClass array", () -> ClassLoader.getSystemClassLoader().loadClass("[I"));
        t("anon", () -> anon.getClass());
        t("local", () -> Local.class);
        t("local array", () -> Local[][].class);
        t("anon enclosing", () -> anon.getClass().getEnclosingMethod().getName());
        t("local isLocal", () -> Local.class.isLocalClass() + " " + Local.class.isAnonymousClass() + " " + anon.getClass().isAnonymousClass() + " " + Local.class.getCanonicalName() + " " + anon.getClass().getCanonicalName());
        t("lambda", () -> lam.getClass().isSynthetic() + " " + lam.getClass().isAnonymousClass() + " " + lam.getClass().getEnclosingClass() + " " + lam.getClass().isHidden());
        t("primitive", () -> int.class.getSuperclass() + " " + int.class.getInterfaces().length + " " + int.class.getModifiers() + " " + int.class.getDeclaredMethods().length + " " + int.class.getPackageName() + " " + int.class.getPackage());
        t("array", () -> String[][].class.getSuperclass() + " " + Arrays.toString(String[].class.getInterfaces()) + " " + java.lang.reflect.Modifier.toString(String[].class.getModifiers()) + " " + String[].class.getPackageName() + " " + String[].class.getPackage() + " " + int[].class.getDeclaredFields().length + " " + int[].class.getMethods().length);
        t("void", () -> void.class.getName() + " " + void.class.isPrimitive() + " " + void.class.arrayType());
        t("isAssignableFrom null", () -> Object.class.isAssignableFrom(null));
        t("isInstance null", () -> Object.class.isInstance(null));
        t("cast", () -> Integer.class.cast("s"));
        t("cast prim", () -> int.class.cast(5));
        t("asSubclass", () -> Integer.class.asSubclass(String.class));
        t("enum constants", () -> Arrays.toString(Thread.State.class.getEnumConstants()) + " " + String.class.getEnumConstants());
        t("componentType", () -> int[][].class.componentType().componentType() + " " + int.class.componentType() + " " + int.class.arrayType().arrayType());
        t("nest", () -> Local.class.getNestHost().getName() + " " + anon.getClass().getNestHost().getName());
        for (String n : new String[]{"no.such.Cls", "[Lno.such.Cls;", "[[Lno.such.Cls;", "java.sql.Date", "[Ljava.sql.Date;", "java.lang.String[]", "[Ljava.lang.String", "a..b", ".a", "a.", "a b", "[Ljava.lang.String;;", "[[I[", "[Lx/y;", "x/y"}) {
            for (ClassLoader l : new ClassLoader[]{null, ClassForNameEdge.class.getClassLoader()}) {
                try { System.out.println(n + " " + (l != null) + " -> " + Class.forName(n, false, l)); } catch (Throwable e) { System.out.println(n + " " + (l != null) + " -> " + e + " cause " + e.getCause()); }
            }
        }
        // element whose superclass is missing, via a loader that hides FN2
        ClassLoader hide = new ClassLoader(ClassForNameEdge.class.getClassLoader()) {
            protected Class<?> loadClass(String n, boolean r) throws ClassNotFoundException {
                if (n.equals("ClassForNameEdge")) throw new ClassNotFoundException("hidden " + n);
                if (n.equals("ClassForNameEdge$Foo")) { try { byte[] b = ClassForNameEdge.class.getResourceAsStream("ClassForNameEdge$Foo.class").readAllBytes(); return defineClass(n, b, 0, b.length); } catch (java.io.IOException e) { throw new ClassNotFoundException(n); } }
                return super.loadClass(n, r);
            }
        };
        try { System.out.println(Class.forName("[LClassForNameEdge$Foo;", false, hide)); } catch (Throwable e) { System.out.println("super missing -> " + e + " cause " + e.getCause()); }
        t("declaring", () -> Local.class.getDeclaringClass() + " " + Map.Entry.class.getDeclaringClass() + " " + Op.class.getDeclaringClass());
    }
}
