import java.io.*;
import java.nio.file.*;
public class LMain {
    static class ChildFirst extends ClassLoader {
        ChildFirst() { super("alt", LMain.class.getClassLoader()); }
        protected Class<?> loadClass(String n, boolean r) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(n)) {
                Class<?> c = findLoadedClass(n);
                if (c == null && (n.equals("Y") || n.equals("X") || n.equals("XB"))) {
                    try { byte[] b = Files.readAllBytes(Paths.get("altcls", n + ".class")); c = defineClass(n, b, 0, b.length); } catch (IOException e) { throw new ClassNotFoundException(n, e); }
                }
                if (c == null) c = super.loadClass(n, r);
                return c;
            }
        }
    }
    interface Op { Object run() throws Throwable; }
    static void t(String w, Op op) { try { System.out.println(w + " -> " + op.run()); } catch (Throwable e) { System.out.println(w + " -> " + String.valueOf(e).replaceAll("@[0-9a-f]+", "@H") + (e.getCause() != null ? " / cause " + e.getCause() : "")); } }
    public static void main(String[] a) throws Exception {
        ClassLoader L = new ChildFirst();
        t("load X", () -> Class.forName("X", true, L));
        t("get", () -> { Api api = (Api) Class.forName("X", true, L).getDeclaredConstructor().newInstance(); Y y = api.get(); return y.who() + " a=" + y.a + " s=" + y.s + " len=" + y.s.length() + " " + y.s.hashCode() + " " + y.s.toUpperCase(); });
        t("put", () -> { Api api = (Api) Class.forName("X", true, L).getDeclaredConstructor().newInstance(); api.put(new Y()); return "ok"; });
        t("base make", () -> { Base b = (Base) Class.forName("XB", true, L).getDeclaredConstructor().newInstance(); Y y = b.make(); return y.who() + " a=" + y.a; });
        t("reflect", () -> { Object x = Class.forName("X", true, L).getDeclaredConstructor().newInstance(); Object y = x.getClass().getMethod("get").invoke(x); return y.getClass().getClassLoader() + " " + (y instanceof Y); });
    }
}
