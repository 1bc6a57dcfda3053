import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/** An invokedynamic whose bootstrap method reference names
 *  LambdaMetafactory.metafactory or StringConcatFactory.makeConcatWithConstants
 *  with a descriptor they do not have (a class file patched here, the
 *  descriptor's bytes changed in place): resolution fails with
 *  NoSuchMethodError naming the method as written, before any class the
 *  descriptor names is loaded. Rivet's fast paths matched the bootstrap by
 *  class and name and ran it (hunt 9); then its general path loaded the
 *  misnamed class first (NoClassDefFoundError). */
public class IndyBadBootstrapDescriptor {
    public static class WithLambda implements Runnable {
        public void run() {
            Supplier<String> s = () -> "lambda ran";
            System.out.println(s.get());
        }
    }

    public static class WithConcat implements Runnable {
        static int n = 7;
        public void run() {
            System.out.println("concat ran " + n);
        }
    }

    static byte[] patched(Class<?> c, String from, String to) throws Exception {
        try (InputStream in = c.getResourceAsStream(c.getName().replace('.', '/').replaceAll("^.*/", "") + ".class")) {
            byte[] b = in.readAllBytes();
            byte[] f = from.getBytes(StandardCharsets.UTF_8), t = to.getBytes(StandardCharsets.UTF_8);
            int hits = 0;
            outer:
            for (int i = 0; i + f.length <= b.length; i++) {
                for (int j = 0; j < f.length; j++)
                    if (b[i + j] != f[j])
                        continue outer;
                System.arraycopy(t, 0, b, i, t.length);
                hits++;
            }
            System.out.println(c.getSimpleName() + ": " + hits + " place patched");
            return b;
        }
    }

    static void run(Class<?> c, String from, String to) throws Exception {
        byte[] b = patched(c, from, to);
        ClassLoader l = new ClassLoader(IndyBadBootstrapDescriptor.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals(c.getName()))
                    return defineClass(name, b, 0, b.length);
                return super.loadClass(name, resolve);
            }
        };
        Runnable r = (Runnable) l.loadClass(c.getName()).getDeclaredConstructor().newInstance();
        try {
            r.run();
        } catch (Throwable e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) throws Exception {
        new WithLambda().run();
        new WithConcat().run();
        String mf = "Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;"
                + "Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";
        run(WithLambda.class, mf, mf.replace("String;", "Strinx;"));
        run(WithLambda.class, mf, mf.replace("CallSite;", "CallSitx;"));
        String cc = "Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;";
        run(WithConcat.class, cc, cc.replace("Object;", "Objecx;"));
    }
}
