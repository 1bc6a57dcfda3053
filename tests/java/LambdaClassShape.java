import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/* The classes lambdas and method references get, as InnerClassLambdaMetafactory
 * spins them: fields for the captured values, one private constructor, the
 * interface method (and bridges), writeReplace for serializable ones (a
 * SerializedLambda that deserializes into a working lambda). */
public class LambdaClassShape {
    interface SerFn<T, R> extends Function<T, R>, Serializable {}

    interface Named {
        Object name(String s);
    }

    interface NamedString extends Named {
        String name(String s); // a bridge for Object name(String)
    }

    interface SerRunnable extends Runnable, Serializable {}

    static String describe(Class<?> c) {
        StringBuilder sb = new StringBuilder();
        sb.append("  class: ").append(Modifier.toString(c.getModifiers())).append(c.isSynthetic() ? " synthetic" : "")
                .append(c.isHidden() ? " hidden" : "").append(", super ").append(c.getSuperclass().getName());
        List<String> ifs = new ArrayList<>();
        for (Class<?> i : c.getInterfaces())
            ifs.add(i.getName());
        sb.append(", interfaces ").append(ifs).append('\n');
        List<String> fields = new ArrayList<>();
        for (Field f : c.getDeclaredFields())
            fields.add(Modifier.toString(f.getModifiers()) + " " + f.getType().getName() + " " + f.getName());
        Collections.sort(fields);
        sb.append("  fields ").append(fields).append('\n');
        List<String> methods = new ArrayList<>();
        for (Method m : c.getDeclaredMethods()) {
            List<String> ps = new ArrayList<>();
            for (Class<?> p : m.getParameterTypes())
                ps.add(p.getName());
            methods.add(Modifier.toString(m.getModifiers()) + " " + m.getReturnType().getName() + " " + m.getName()
                    + ps + (m.isBridge() ? " bridge" : "") + (m.isSynthetic() ? " synthetic" : ""));
        }
        Collections.sort(methods);
        sb.append("  methods ").append(methods.size()).append(' ').append(methods).append('\n');
        List<String> ctors = new ArrayList<>();
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            List<String> ps = new ArrayList<>();
            for (Class<?> p : k.getParameterTypes())
                ps.add(p.getName());
            ctors.add(Modifier.toString(k.getModifiers()) + " " + ps);
        }
        sb.append("  constructors ").append(ctors);
        return sb.toString();
    }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    static Supplier<String> nonCapturing() {
        return () -> "constant";
    }

    static void show(String what, Object lambda) {
        System.out.println(what);
        System.out.println(describe(lambda.getClass()));
    }

    public static void main(String[] args) throws Exception {
        Supplier<String> s1 = nonCapturing(), s2 = nonCapturing();
        show("non-capturing Supplier (same instance " + (s1 == s2) + ")", s1);

        int base = 40;
        String label = "sum";
        long big = 1L << 40;
        IntSupplier cap = () -> base + label.length() + (int) (big >> 40);
        show("capturing IntSupplier -> " + cap.getAsInt(), cap);

        show("method reference String::length", (Function<String, Integer>) String::length);
        show("bound method reference label::concat", (Function<String, String>) label::concat);
        show("constructor reference ArrayList::new", (Supplier<List<String>>) ArrayList::new);

        NamedString ns = s -> "<" + s + ">";
        show("with a bridge", ns);
        System.out.println("  via bridge " + ((Named) ns).name("x"));

        Comparator<String> cmp = (Comparator<String> & Serializable) (a, b) -> b.compareTo(a);
        show("intersection cast with Serializable", cmp);

        SerRunnable sr = () -> System.out.println("  run after round trip");
        show("Serializable functional interface", sr);

        Runnable plain = () -> {};
        System.out.println("plain Runnable serializable " + (plain instanceof Serializable));

        // Round trips.
        SerFn<String, String> up = s -> s.toUpperCase() + label + base;
        show("serializable capturing SerFn", up);
        Method wr = up.getClass().getDeclaredMethod("writeReplace");
        wr.setAccessible(true);
        java.lang.invoke.SerializedLambda sl = (java.lang.invoke.SerializedLambda) wr.invoke(up);
        System.out.println("  SerializedLambda capturing " + sl.getCapturingClass().replace('.', '/')
                + " fi " + sl.getFunctionalInterfaceClass() + "." + sl.getFunctionalInterfaceMethodName()
                + sl.getFunctionalInterfaceMethodSignature());
        System.out.println("  impl " + sl.getImplMethodKind() + " " + sl.getImplClass() + "." + sl.getImplMethodName()
                + sl.getImplMethodSignature() + " instantiated " + sl.getInstantiatedMethodType()
                + " captured " + sl.getCapturedArgCount() + " " + sl.getCapturedArg(0) + " " + sl.getCapturedArg(1));
        @SuppressWarnings("unchecked")
        SerFn<String, String> up2 = (SerFn<String, String>) roundTrip(up);
        System.out.println("  round trip: " + up2.apply("abc"));

        SerFn<String, Integer> len = String::length;
        @SuppressWarnings("unchecked")
        SerFn<String, Integer> len2 = (SerFn<String, Integer>) roundTrip(len);
        System.out.println("method reference round trip: " + len2.apply("four"));

        @SuppressWarnings("unchecked")
        Comparator<String> cmp2 = (Comparator<String>) roundTrip(cmp);
        System.out.println("comparator round trip: " + cmp2.compare("a", "b"));

        ((SerRunnable) roundTrip(sr)).run();

        try {
            roundTrip(plain);
        } catch (java.io.NotSerializableException e) {
            System.out.println("plain lambda: NotSerializableException");
        }
    }
}
