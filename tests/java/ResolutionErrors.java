import java.io.*;
import java.util.*;

class LateUser17 {
    public static String use() { return new LateDep17().toString(); }
    public static String useAgain() { return new LateDep17().toString(); }
    public static String viaArray() { return new LateDep17[1].getClass().getName(); }
}
class LateUser17b {
    public static String use() { return new LateDep17().toString(); }
}
class LateDep17 { public String toString() { return "dep ok"; } }

// JVMS 5.4.3: a symbolic reference whose resolution failed with a LinkageError fails the same
// way at every later attempt, even when the class has become loadable since. A loader here
// refuses LateDep17 at first and then allows it: the constant pool entry that failed keeps
// failing (a new NoClassDefFoundError with the same message and cause), while another entry
// or a fresh load of the name succeeds.
public class ResolutionErrors {
    static byte[] bytes(String n) throws IOException {
        try (InputStream in = ResolutionErrors.class.getResourceAsStream("/" + n + ".class")) { return in.readAllBytes(); }
    }

    static Object call(Class<?> u, String m) throws Exception {
        java.lang.reflect.Method meth = u.getMethod(m);
        meth.setAccessible(true);
        return meth.invoke(null);
    }

    public static void main(String[] a) throws Exception {
        List<String> asked = new ArrayList<>();
        final boolean[] allow = {false};
        ClassLoader cl = new ClassLoader(null) {
            protected Class<?> findClass(String n) throws ClassNotFoundException {
                asked.add(n + (allow[0] ? "+" : "-"));
                if (n.equals("LateDep17") && !allow[0]) throw new ClassNotFoundException("not yet: " + n);
                try { byte[] b = bytes(n); return defineClass(n, b, 0, b.length); }
                catch (IOException e) { throw new ClassNotFoundException(n); }
            }
        };
        Class<?> u = cl.loadClass("LateUser17");
        for (String m : new String[]{"use", "use", "viaArray"}) {
            try { System.out.println(m + ": " + call(u, m)); }
            catch (java.lang.reflect.InvocationTargetException e) { System.out.println(m + ": " + e.getCause() + " cause " + e.getCause().getCause()); }
            allow[0] = true;
        }
        for (String m : new String[]{"use", "useAgain"}) {
            try { System.out.println(m + ": " + call(u, m)); }
            catch (java.lang.reflect.InvocationTargetException e) { System.out.println(m + ": " + e.getCause() + " cause " + e.getCause().getCause()); }
        }
        System.out.println("other class: " + call(cl.loadClass("LateUser17b"), "use"));
        System.out.println("loadClass " + cl.loadClass("LateDep17").getName() + " asked " + asked);
    }
}
