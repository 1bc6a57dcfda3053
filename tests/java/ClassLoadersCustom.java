import java.io.*;
import java.lang.reflect.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;

// Class loaders written in Java: a child-first loader defining classes from bytes (separate
// statics, casts across loaders, access errors naming both loaders), duplicate and misnamed
// definitions, prohibited packages, bad bytes, URLClassLoader over a temp directory,
// context loaders, arrays and proxies of loaded classes.
public class ClassLoadersCustom {
    public static class Payload implements Runnable {
        public static int inits;
        static { inits++; }
        public String who() {
            try {
                return "payload loaded by " + (getClass().getClassLoader() instanceof ByteLoader ? "ByteLoader" : "other");
            } catch (IllegalAccessError e) {
                return "IllegalAccessError " + e.getMessage().replaceAll("@[0-9a-f]+", "@X");
            }
        }
        public void run() { System.out.println("run in " + getClass().getClassLoader().getClass().getSimpleName()); }
    }
    public static class Child extends Payload { public String who() { return "child/" + super.who(); } }

    static byte[] bytesOf(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream("/" + c.getName().replace('.', '/') + ".class")) { return in.readAllBytes(); }
    }

    static class ByteLoader extends ClassLoader {
        final Map<String, byte[]> defs = new HashMap<>();
        final List<String> asked = new ArrayList<>();
        ByteLoader(ClassLoader parent) { super("bytes", parent); }
        @Override protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && defs.containsKey(name)) { asked.add(name); byte[] b = defs.get(name); c = defineClass(name, b, 0, b.length); }
                if (c == null) return super.loadClass(name, resolve);
                if (resolve) resolveClass(c);
                return c;
            }
        }
        @Override protected URL findResource(String name) { return name.equals("virtual.txt") ? url() : null; }
        URL url() { try { return new URL("file:/virtual.txt"); } catch (MalformedURLException e) { throw new RuntimeException(e); } }
    }

    public static void main(String[] args) throws Exception {
        ByteLoader bl = new ByteLoader(ClassLoadersCustom.class.getClassLoader());
        bl.defs.put(Payload.class.getName(), bytesOf(Payload.class));
        bl.defs.put(Child.class.getName(), bytesOf(Child.class));
        Class<?> pc = bl.loadClass(Child.class.getName());
        System.out.println("same name " + pc.getName().equals(Child.class.getName()) + " same class " + (pc == Child.class) + " loader name " + pc.getClassLoader().getName() + " asked " + bl.asked);
        Object o = pc.getDeclaredConstructor().newInstance();
        System.out.println(pc.getMethod("who").invoke(o));
        ((Runnable) o).run();
        System.out.println("isInstance " + Child.class.isInstance(o) + " " + Runnable.class.isInstance(o) + " super " + pc.getSuperclass().getClassLoader().getName() + " asked " + bl.asked);
        try { Payload p = (Payload) o; System.out.println(p); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        Field inits = pc.getSuperclass().getDeclaredField("inits");
        System.out.println("separate statics " + inits.getInt(null) + " " + Payload.inits);
        System.out.println("findLoaded " + (bl.asked.size()) + " " + Class.forName(Child.class.getName(), false, bl).getClassLoader().getName());
        System.out.println("unnamed module " + pc.getModule().isNamed() + " " + (pc.getModule() == bl.getUnnamedModule()) + " pkg " + pc.getPackageName() + "|" + (pc.getPackage() != null));
        System.out.println("parent " + (bl.getParent() == ClassLoader.getSystemClassLoader()) + " platform " + ClassLoader.getPlatformClassLoader().getName() + " system " + ClassLoader.getSystemClassLoader().getName() + " String loader " + String.class.getClassLoader());
        System.out.println("resource " + bl.getResource("virtual.txt") + " missing " + bl.getResource("nope.txt") + " parent res " + (bl.getResource("java/lang/Object.class") != null));
        try { bl.loadClass("does.not.Exist"); } catch (ClassNotFoundException e) { System.out.println("CNFE " + e.getMessage()); }
        // duplicate definition
        try {
            ClassLoader dup = new ClassLoader(null) {
                { byte[] b = bytesOf(Payload.class); defineClass(Payload.class.getName(), b, 0, b.length); defineClass(Payload.class.getName(), b, 0, b.length); }
            };
        } catch (LinkageError e) { System.out.println("LinkageError " + e.getClass().getSimpleName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        // wrong name
        try {
            new ClassLoader(null) { { byte[] b = bytesOf(Payload.class); defineClass("Wrong", b, 0, b.length); } };
        } catch (NoClassDefFoundError e) { System.out.println("NCDFE " + e.getMessage()); }
        // prohibited package
        try {
            new ClassLoader(null) { { defineClass("java.lang.Fake", new byte[]{(byte) 0xCA, (byte) 0xFE}, 0, 2); } };
        } catch (SecurityException e) { System.out.println("SecurityException " + e.getMessage()); }
        // bad bytes
        try {
            new ClassLoader(null) { { defineClass("Bad", new byte[]{1, 2, 3, 4, 5, 6, 7, 8}, 0, 8); } };
        } catch (ClassFormatError e) { System.out.println("CFE " + e.getMessage()); }
        // parent-less loader cannot see the app class
        ByteLoader orphan = new ByteLoader(null);
        orphan.defs.put(Child.class.getName(), bytesOf(Child.class));
        try { orphan.loadClass(Child.class.getName()); } catch (NoClassDefFoundError e) { System.out.println("NCDFE " + e.getMessage()); }

        // URLClassLoader from a temp dir holding a copied class
        Path dir = Files.createTempDirectory("rivet-cl");
        try {
            Path cf = dir.resolve(Payload.class.getName().replace('.', '/') + ".class");
            Files.createDirectories(cf.getParent());
            Files.write(cf, bytesOf(Payload.class));
            Files.writeString(dir.resolve("res.txt"), "resource text");
            try (URLClassLoader ucl = new URLClassLoader("urls", new URL[]{dir.toUri().toURL()}, null)) {
                Class<?> uc = ucl.loadClass(Payload.class.getName());
                System.out.println("url loader " + uc.getClassLoader().getName() + " " + (uc != Payload.class) + " res " + new String(ucl.getResourceAsStream("res.txt").readAllBytes()));
                System.out.println("url res " + ucl.getResource("res.txt").toString().endsWith("/res.txt") + " urls " + ucl.getURLs().length);
                System.out.println("codesource " + (uc.getProtectionDomain().getCodeSource().getLocation().toString().startsWith("file:")));
                List<URL> all = Collections.list(ucl.getResources("res.txt"));
                System.out.println("resources " + all.size());
            }
        } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
        // Thread context loader
        Thread t = new Thread(() -> System.out.println("context " + (Thread.currentThread().getContextClassLoader() == bl)));
        t.setContextClassLoader(bl);
        t.start();
        t.join();
        System.out.println("system loader is app " + (ClassLoadersCustom.class.getClassLoader() == ClassLoader.getSystemClassLoader()) + " " + ClassLoadersCustom.class.getClassLoader().getClass().getName());
        System.out.println(ClassLoader.getSystemResource("java/lang/String.class").getProtocol() + " " + Object.class.getResource("Object.class").getProtocol());
        Class<?> arr = Class.forName("[L" + Child.class.getName() + ";", false, bl);
        System.out.println("array " + arr.getName() + " loader " + arr.getClassLoader().getName() + " component " + (arr.getComponentType() == pc));
        Object proxy = java.lang.reflect.Proxy.newProxyInstance(bl, new Class<?>[]{Runnable.class}, (px, m, a) -> { System.out.println("proxy " + m.getName()); return null; });
        ((Runnable) proxy).run();
        System.out.println("proxy loader " + (proxy.getClass().getClassLoader() == bl));
    }
}
