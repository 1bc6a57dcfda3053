import java.io.*;
import java.lang.reflect.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;
// Class loaders: defineClass errors (duplicate definition, wrong name, truncated and bad class files, bad
// array regions, prohibited packages), definePackage, URLClassLoader classes and resources, resources of
// the boot modules, Lookup.defineClass and hidden classes.
public class ClassLoaderDefine {
    static void t(String w, Callable c) { try { System.out.println(w + " -> " + c.call()); } catch (Throwable e) { System.out.println(w + " !! " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@X").replaceAll("/0x[0-9a-f]+", "/0xX") + (e.getCause() != null ? " / " + e.getCause() : "")); } }
    interface Callable { Object call() throws Throwable; }
    static class Open extends ClassLoader {
        Open(ClassLoader p) { super(p); }
        Open(String name, ClassLoader p) { super(name, p); }
        Class<?> def(String n, byte[] b) { return defineClass(n, b, 0, b.length); }
        Class<?> def(String n, byte[] b, int off, int len) { return defineClass(n, b, off, len); }
        Package pkg(String n) { return definePackage(n, "spec", "1.0", "vendor", "impl", "2.0", "ivendor", null); }
    }
    public static class Payload { public String hi() { return "payload from " + getClass().getClassLoader(); } }
    public static void main(String[] a) throws Exception {
        byte[] good = ClassLoaderDefine.class.getResourceAsStream("ClassLoaderDefine$Payload.class").readAllBytes();
        Open o = new Open("mine", ClassLoaderDefine.class.getClassLoader());
        t("define", () -> { Class<?> c = o.def("ClassLoaderDefine$Payload", good); return c.getClassLoader().getName() + " same? " + (c == Payload.class) + " " + c.getName(); });
        t("define again", () -> o.def("ClassLoaderDefine$Payload", good));
        t("wrong name", () -> new Open(null).def("Other", good));
        t("null name", () -> new Open(null).def(null, good).getName());
        t("truncated", () -> new Open(null).def(null, Arrays.copyOf(good, 20)));
        t("bad magic", () -> { byte[] b = good.clone(); b[0] = 0; return new Open(null).def(null, b); });
        t("bad version", () -> { byte[] b = good.clone(); b[7] = 99; return new Open(null).def(null, b); });
        t("bad offset", () -> new Open(null).def(null, good, 5, good.length));
        t("negative offset", () -> new Open(null).def(null, good, -1, 10));
        t("negative length", () -> new Open(null).def(null, good, 0, -1));
        t("empty region", () -> new Open(null).def(null, good, good.length, 0));
        t("null bytes", () -> new Open(null).def(null, null, 0, 1));
        t("java.lang pkg", () -> new Open(null).def("java.lang.Foo", good));
        t("empty", () -> new Open(null).def(null, new byte[0]));
        t("super missing", () -> { Open p = new Open(null); return p.def("ClassLoaderDefine$Payload", good); });
        t("loadClass missing", () -> o.loadClass("no.such.Cls"));
        t("forName with loader", () -> Class.forName("ClassLoaderDefine$Payload", true, o).getClassLoader() == o);
        t("findLoaded", () -> o.getClass().getName());
        t("package", () -> { Package p = o.pkg("my.pkg"); return p.getName() + " " + p.getSpecificationTitle() + " " + p.getImplementationVersion() + " " + o.getDefinedPackage("my.pkg").getName(); });
        t("package dup", () -> o.pkg("my.pkg"));
        t("unnamed module", () -> o.getUnnamedModule().isNamed() + " " + o.getUnnamedModule().getClassLoader().getName());
        t("loader names", () -> ClassLoader.getSystemClassLoader().getName() + " " + ClassLoader.getPlatformClassLoader().getName() + " " + String.class.getClassLoader() + " " + o.getParent().getName());
        t("loader toString", () -> ClassLoader.getSystemClassLoader().toString().replaceAll("@[0-9a-f]+", "@X"));
        Path dir = Files.createTempDirectory("ldr");
        Path cdir = dir.resolve("ClassLoaderDefine$Payload.class");
        Files.write(cdir, good);
        Files.writeString(dir.resolve("res.txt"), "resource text");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/res.txt"), "sub resource");
        try (URLClassLoader u = new URLClassLoader("url", new URL[]{dir.toUri().toURL()}, null)) {
            t("url load", () -> { Class<?> c = u.loadClass("ClassLoaderDefine$Payload"); return c.getMethod("hi").invoke(c.getConstructor().newInstance()).toString().replaceAll("@[0-9a-f]+", "@X") + " pd " + c.getProtectionDomain().getCodeSource().getLocation().toString().startsWith("file:"); });
            t("url resource", () -> new String(u.getResourceAsStream("res.txt").readAllBytes()) + " " + new String(u.getResource("sub/res.txt").openStream().readAllBytes()) + " " + u.getResource("nope"));
            t("url resources", () -> Collections.list(u.getResources("res.txt")).size());
            t("url parent null", () -> u.loadClass("java.lang.String").getClassLoader());
            t("url can't see app", () -> u.loadClass("ClassLoaderDefine"));
        }
        t("system resource", () -> ClassLoader.getSystemResource("java/lang/Object.class").getProtocol() + " " + Object.class.getResource("Object.class").toString() + " " + String.class.getResourceAsStream("/java/lang/String.class").available());
        t("resource from module", () -> Object.class.getModule().getResourceAsStream("java/lang/Object.class").read());
        t("getResource missing", () -> ClassLoaderDefine.class.getResource("nope.txt"));
        t("getResources", () -> Collections.list(ClassLoader.getSystemClassLoader().getResources("META-INF/services/java.nio.file.spi.FileSystemProvider")).size());
        t("registerAsParallelCapable", () -> o.isRegisteredAsParallelCapable());
        t("class loading lock", () -> new Open(null).loadClass("java.util.List").getName());
        t("defineClass in pkg then access pkg-private", () -> { Class<?> c = new Open(ClassLoaderDefine.class.getClassLoader()).def("ClassLoaderDefine$Payload", good); return c.getPackage() + "|" + c.getPackageName() + "|" + (c.getPackage() == Payload.class.getPackage()); });
        t("Lookup.defineClass", () -> java.lang.invoke.MethodHandles.lookup().defineClass(good));
        t("hidden class", () -> { var l = java.lang.invoke.MethodHandles.lookup().defineHiddenClass(good, true); Class<?> c = l.lookupClass(); return c.isHidden() + " " + c.getName().startsWith("ClassLoaderDefine$Payload/0x") + " " + c.getSimpleName().startsWith("ClassLoaderDefine$Payload/") + " " + c.getCanonicalName(); });
        try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
    }
}
