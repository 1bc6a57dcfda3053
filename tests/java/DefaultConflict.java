import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/* Default methods after separate compilation (JVMS 5.4.6): classes that no longer
 * compile together, embedded as class-file bytes. They were made from
 *
 *   interface DmI1 { default String m() { return "I1.m"; } }
 *   interface DmI2 { }                        // then recompiled as
 *   interface DmI2 { default String m() { return "I2.m"; } }
 *   class DmC implements DmI1, DmI2 { }       // two maximally-specific defaults
 *   interface DmI3 extends DmI1, DmI2 { default String m() { return "I3.m"; } }
 *   class DmE extends DmC implements DmI3 { } // one again
 *   class DmF extends DmC { }                 // inherits the conflict
 *
 *   interface DmJ1 { default String n() { return "J1.n"; } }
 *   interface DmJ2 extends DmJ1 { }           // then recompiled as
 *   interface DmJ2 extends DmJ1 { String n(); } // re-abstracted
 *   class DmD implements DmJ2 { }
 *
 *   class DmCall { static String viaI1(Object o) { return ((DmI1) o).m(); } ... }
 *
 * compiled against the first versions (javac -d v1), the changed interfaces then
 * recompiled alone (javac -cp v1 -d v2), and each class file base64-encoded. */
public class DefaultConflict {
    static final String[][] CLASSES = {
        {"DmC", "yv66vgAAAD0AEQoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWBwAIAQADRG1DBwAKAQAERG1JMQcADAEABERtSTIBAARDb2RlAQAPTGluZU51bWJlclRhYmxlAQAKU291cmNlRmlsZQEACERtQy5qYXZhACEABwACAAIACQALAAAAAQABAAUABgABAA0AAAAdAAEAAQAAAAUqtwABsQAAAAEADgAAAAYAAQAAAAEAAQAPAAAAAgAQ"},
        {"DmCall", "yv66vgAAAD0ANAoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWBwAIAQADRG1DCgAHAAMHAAsBAANEbUQKAAoAAwcADgEAA0RtRQoADQADBwARAQADRG1GCgAQAAMHABQBAAREbUkxCwATABYMABcAGAEAAW0BABQoKUxqYXZhL2xhbmcvU3RyaW5nOwoABwAWBwAbAQAERG1KMQsAGgAdDAAeABgBAAFuBwAgAQAERG1KMgsAHwAdCgAKAB0HACQBAAZEbUNhbGwBAARDb2RlAQAPTGluZU51bWJlclRhYmxlAQAEbmV3QwEAFCgpTGphdmEvbGFuZy9PYmplY3Q7AQAEbmV3RAEABG5ld0UBAARuZXdGAQAFdmlhSTEBACYoTGphdmEvbGFuZy9PYmplY3Q7KUxqYXZhL2xhbmcvU3RyaW5nOwEABHZpYUMBAAV2aWFKMQEABXZpYUoyAQAEdmlhRAEAClNvdXJjZUZpbGUBAAtEbUNhbGwuamF2YQAhACMAAgAAAAAACgABAAUABgABACUAAAAdAAEAAQAAAAUqtwABsQAAAAEAJgAAAAYAAQAAAAEACQAnACgAAQAlAAAAIAACAAAAAAAIuwAHWbcACbAAAAABACYAAAAGAAEAAAACAAkAKQAoAAEAJQAAACAAAgAAAAAACLsAClm3AAywAAAAAQAmAAAABgABAAAAAwAJACoAKAABACUAAAAgAAIAAAAAAAi7AA1ZtwAPsAAAAAEAJgAAAAYAAQAAAAQACQArACgAAQAlAAAAIAACAAAAAAAIuwAQWbcAErAAAAABACYAAAAGAAEAAAAFAAkALAAtAAEAJQAAACIAAQABAAAACirAABO5ABUBALAAAAABACYAAAAGAAEAAAAGAAkALgAtAAEAJQAAACAAAQABAAAACCrAAAe2ABmwAAAAAQAmAAAABgABAAAABwAJAC8ALQABACUAAAAiAAEAAQAAAAoqwAAauQAcAQCwAAAAAQAmAAAABgABAAAACAAJADAALQABACUAAAAiAAEAAQAAAAoqwAAfuQAhAQCwAAAAAQAmAAAABgABAAAACQAJADEALQABACUAAAAgAAEAAQAAAAgqwAAKtgAisAAAAAEAJgAAAAYAAQAAAAoAAQAyAAAAAgAz"},
        {"DmD", "yv66vgAAAD0ADwoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWBwAIAQADRG1EBwAKAQAERG1KMgEABENvZGUBAA9MaW5lTnVtYmVyVGFibGUBAApTb3VyY2VGaWxlAQAIRG1ELmphdmEAIQAHAAIAAQAJAAAAAQABAAUABgABAAsAAAAdAAEAAQAAAAUqtwABsQAAAAEADAAAAAYAAQAAAAEAAQANAAAAAgAO"},
        {"DmE", "yv66vgAAAD0ADwoAAgADBwAEDAAFAAYBAANEbUMBAAY8aW5pdD4BAAMoKVYHAAgBAANEbUUHAAoBAAREbUkzAQAEQ29kZQEAD0xpbmVOdW1iZXJUYWJsZQEAClNvdXJjZUZpbGUBAAhEbUUuamF2YQAhAAcAAgABAAkAAAABAAEABQAGAAEACwAAAB0AAQABAAAABSq3AAGxAAAAAQAMAAAABgABAAAAAQABAA0AAAACAA4="},
        {"DmF", "yv66vgAAAD0ADQoAAgADBwAEDAAFAAYBAANEbUMBAAY8aW5pdD4BAAMoKVYHAAgBAANEbUYBAARDb2RlAQAPTGluZU51bWJlclRhYmxlAQAKU291cmNlRmlsZQEACERtRi5qYXZhACEABwACAAAAAAABAAEABQAGAAEACQAAAB0AAQABAAAABSq3AAGxAAAAAQAKAAAABgABAAAAAQABAAsAAAACAAw="},
        {"DmI1", "yv66vgAAAD0ADQgAAgEABEkxLm0HAAQBAAREbUkxBwAGAQAQamF2YS9sYW5nL09iamVjdAEAAW0BABQoKUxqYXZhL2xhbmcvU3RyaW5nOwEABENvZGUBAA9MaW5lTnVtYmVyVGFibGUBAApTb3VyY2VGaWxlAQAJRG1JMS5qYXZhBgEAAwAFAAAAAAABAAEABwAIAAEACQAAABsAAQABAAAAAxIBsAAAAAEACgAAAAYAAQAAAAEAAQALAAAAAgAM"},
        {"DmI2", "yv66vgAAAD0ADQgAAgEABEkyLm0HAAQBAAREbUkyBwAGAQAQamF2YS9sYW5nL09iamVjdAEAAW0BABQoKUxqYXZhL2xhbmcvU3RyaW5nOwEABENvZGUBAA9MaW5lTnVtYmVyVGFibGUBAApTb3VyY2VGaWxlAQAJRG1JMi5qYXZhBgEAAwAFAAAAAAABAAEABwAIAAEACQAAABsAAQABAAAAAxIBsAAAAAEACgAAAAYAAQAAAAEAAQALAAAAAgAM"},
        {"DmI3", "yv66vgAAAD0AEQgAAgEABEkzLm0HAAQBAAREbUkzBwAGAQAQamF2YS9sYW5nL09iamVjdAcACAEABERtSTEHAAoBAAREbUkyAQABbQEAFCgpTGphdmEvbGFuZy9TdHJpbmc7AQAEQ29kZQEAD0xpbmVOdW1iZXJUYWJsZQEAClNvdXJjZUZpbGUBAAlEbUkzLmphdmEGAQADAAUAAgAHAAkAAAABAAEACwAMAAEADQAAABsAAQABAAAAAxIBsAAAAAEADgAAAAYAAQAAAAEAAQAPAAAAAgAQ"},
        {"DmJ1", "yv66vgAAAD0ADQgAAgEABEoxLm4HAAQBAAREbUoxBwAGAQAQamF2YS9sYW5nL09iamVjdAEAAW4BABQoKUxqYXZhL2xhbmcvU3RyaW5nOwEABENvZGUBAA9MaW5lTnVtYmVyVGFibGUBAApTb3VyY2VGaWxlAQAJRG1KMS5qYXZhBgEAAwAFAAAAAAABAAEABwAIAAEACQAAABsAAQABAAAAAxIBsAAAAAEACgAAAAYAAQAAAAEAAQALAAAAAgAM"},
        {"DmJ2", "yv66vgAAAD0ACwcAAgEABERtSjIHAAQBABBqYXZhL2xhbmcvT2JqZWN0BwAGAQAERG1KMQEAAW4BABQoKUxqYXZhL2xhbmcvU3RyaW5nOwEAClNvdXJjZUZpbGUBAAlEbUoyLmphdmEGAQABAAMAAQAFAAAAAQQBAAcACAAAAAEACQAAAAIACg=="},
    };

    static class BytesLoader extends ClassLoader {
        final Map<String, byte[]> bytes = new HashMap<>();

        BytesLoader() {
            super(DefaultConflict.class.getClassLoader());
            for (String[] c : CLASSES)
                bytes.put(c[0], Base64.getDecoder().decode(c[1]));
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = bytes.get(name);
            if (b == null)
                throw new ClassNotFoundException(name);
            return defineClass(name, b, 0, b.length);
        }
    }

    static void show(String what, Throwable t) {
        System.out.println(what + ": " + t.getClass().getName() + ": " + t.getMessage());
    }

    static void call(Class<?> calls, String name, Object recv) {
        try {
            Object r = calls.getMethod(name, Object.class).invoke(null, recv);
            System.out.println(name + " -> " + r);
        } catch (InvocationTargetException e) {
            show(name, e.getCause());
            System.out.println("  at " + e.getCause().getStackTrace()[0]);
        } catch (ReflectiveOperationException e) {
            show(name + " (reflection)", e);
        }
    }

    static void reflect(Class<?> cls, String name, Object recv) {
        try {
            Method m = cls.getMethod(name);
            System.out.println(cls.getName() + ".getMethod(" + name + ") declared in " + m.getDeclaringClass().getName()
                    + ", abstract " + java.lang.reflect.Modifier.isAbstract(m.getModifiers()));
            System.out.println("  invoke -> " + m.invoke(recv));
        } catch (InvocationTargetException e) {
            show("  invoke", e.getCause());
        } catch (ReflectiveOperationException e) {
            show("  reflection", e);
        }
    }

    static void handle(Class<?> cls, String name, Object recv) {
        try {
            MethodHandle mh = MethodHandles.publicLookup().findVirtual(cls, name, MethodType.methodType(String.class));
            System.out.println("handle " + cls.getName() + "." + name + " -> " + (String) mh.invoke(recv));
        } catch (Throwable t) {
            show("handle " + cls.getName() + "." + name, t);
        }
    }

    static void methods(Class<?> cls) {
        List<String> names = new ArrayList<>();
        for (Method m : cls.getMethods())
            if (m.getDeclaringClass() != Object.class)
                names.add(m.getDeclaringClass().getName() + "." + m.getName());
        Collections.sort(names);
        System.out.println(cls.getName() + ".getMethods: " + names);
    }

    public static void main(String[] args) throws Exception {
        BytesLoader l = new BytesLoader();
        Class<?> calls = l.loadClass("DmCall");
        Object c = calls.getMethod("newC").invoke(null);
        Object d = calls.getMethod("newD").invoke(null);
        Object e = calls.getMethod("newE").invoke(null);
        Object f = calls.getMethod("newF").invoke(null);
        for (int i = 0; i < 2; i++) { // the second round goes through the call sites' caches
            call(calls, "viaI1", c);
            call(calls, "viaC", c);
            call(calls, "viaJ1", d);
            call(calls, "viaJ2", d);
            call(calls, "viaD", d);
            call(calls, "viaI1", e);
            call(calls, "viaC", e);
            call(calls, "viaI1", f);
            call(calls, "viaC", f);
        }
        reflect(l.loadClass("DmI1"), "m", c);
        reflect(l.loadClass("DmI2"), "m", c);
        reflect(l.loadClass("DmC"), "m", c);
        reflect(l.loadClass("DmJ1"), "n", d);
        reflect(l.loadClass("DmJ2"), "n", d);
        reflect(l.loadClass("DmD"), "n", d);
        handle(l.loadClass("DmI1"), "m", c);
        handle(l.loadClass("DmC"), "m", c);
        handle(l.loadClass("DmJ1"), "n", d);
        handle(l.loadClass("DmD"), "n", d);
        reflect(l.loadClass("DmI1"), "m", e);
        reflect(l.loadClass("DmC"), "m", f);
        methods(l.loadClass("DmC"));
        methods(l.loadClass("DmE"));
        methods(l.loadClass("DmD"));
    }
}
