import java.io.InputStream;
import java.util.function.Supplier;

/** References to a class its loader cannot find: null passes checkcast and
 * instanceof without the class being resolved; array classes of it are named
 * in the error; a loader answering with a class of another name. */
public class MissingClassRefs {
    /** Defines the Mcr* classes itself (child first); MissingOpt is not found; Renamed is answered with Integer. */
    static final class Hiding extends ClassLoader {
        Hiding() { super(MissingClassRefs.class.getClassLoader()); }
        @Override protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.equals("MissingOpt")) throw new ClassNotFoundException(name);
                if (name.equals("McrRenamed")) return Integer.class;
                if (name.startsWith("Mcr")) {
                    Class<?> c = findLoadedClass(name);
                    if (c != null) return c;
                    try (InputStream in = MissingClassRefs.class.getResourceAsStream("/" + name + ".class")) {
                        byte[] b = in.readAllBytes();
                        return defineClass(name, b, 0, b.length);
                    } catch (java.io.IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> p = new Hiding().loadClass("McrProber");
        var ctor = p.getDeclaredConstructor();
        ctor.setAccessible(true); // another runtime package (another loader)
        ((Runnable) ctor.newInstance()).run();
        for (String n : new String[] { "[LMissingOpt;", "[[LMissingOpt;", "MissingOpt" }) {
            try {
                System.out.println(n + " -> " + Class.forName(n, false, p.getClassLoader()));
            } catch (Throwable t) {
                System.out.println(n + " -> " + t + " / cause " + t.getCause());
            }
            try {
                System.out.println(n + " (boot) -> " + Class.forName(n, false, null));
            } catch (Throwable t) {
                System.out.println(n + " -> " + t + " / cause " + t.getCause());
            }
        }
    }
}

class MissingOpt {}
class McrRenamed {}

class McrProber implements Runnable {
    static void t(String what, Supplier<Object> s) {
        try {
            System.out.println(what + " -> " + s.get());
        } catch (Throwable e) {
            System.out.println(what + " -> " + e + " / cause " + e.getCause());
        }
    }
    public void run() {
        Object n = null, s = "s";
        t("instanceof null", () -> n instanceof MissingOpt);
        t("checkcast null", () -> (MissingOpt) n);
        t("checkcast null to array", () -> (MissingOpt[]) n);
        t("instanceof null again", () -> n instanceof MissingOpt);
        t("instanceof a string", () -> s instanceof MissingOpt);
        t("checkcast a string", () -> (MissingOpt) s);
        t("ldc MissingOpt[][]", () -> MissingOpt[][].class);
        t("new MissingOpt[1][1]", () -> new MissingOpt[1][1]);
        t("new MissingOpt[1][]", () -> new MissingOpt[1][]);
        t("new MissingOpt[2]", () -> new MissingOpt[2]);
        t("ldc McrRenamed", () -> McrRenamed.class);
        t("new McrRenamed", () -> new McrRenamed());
    }
}
