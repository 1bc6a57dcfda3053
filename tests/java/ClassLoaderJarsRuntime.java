// Jars written at run time and loaded through URLClassLoader: manifest package attributes, sealed packages,
// multi-release entries, resources and their enumeration order, Class-Path chaining, and closing the loader.
import javax.tools.*;
import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;
import java.util.jar.*;

public class ClassLoaderJarsRuntime {
    static byte[] compile(Path dir, String cls, String src, String release) throws IOException {
        Path s = dir.resolve("src-" + release + "/" + cls.replace('.', '/') + ".java");
        Files.createDirectories(s.getParent());
        Files.writeString(s, src);
        Path out = dir.resolve("out-" + release);
        Files.createDirectories(out);
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", release, "-proc:none", "-cp", out.toString(), "-d", out.toString(), s.toString());
        if (rc != 0) throw new IOException("javac " + rc);
        return Files.readAllBytes(out.resolve(cls.replace('.', '/') + ".class"));
    }

    static void jar(Path jar, Manifest mf, Map<String, byte[]> entries) throws IOException {
        try (JarOutputStream jo = new JarOutputStream(Files.newOutputStream(jar), mf)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                JarEntry je = new JarEntry(e.getKey());
                je.setTime(1_000_000_000_000L);
                jo.putNextEntry(je);
                jo.write(e.getValue());
                jo.closeEntry();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("jars");
        try { run(dir); } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
    }

    static void run(Path dir) throws Exception {
        byte[] base = compile(dir, "mr.Version", "package mr; public class Version { public static String get() { return \"base\"; } }", "8");
        byte[] v11 = compile(dir, "mr.Version", "package mr; public class Version { public static String get() { return \"v11 \" + java.util.List.of(1).size(); } }", "11");
        byte[] v21 = base.clone();
        byte[] lib = compile(dir, "lib.Helper", "package lib; public class Helper { public static String help() { return \"helped by \" + Helper.class.getPackage().getImplementationTitle() + \" \" + Helper.class.getPackage().getImplementationVersion() + \" sealed \" + Helper.class.getPackage().isSealed(); } }", "17");
        byte[] app = compile(dir, "app.Main", "package app; public class Main { public static String run() { return \"app uses \" + lib.Helper.help(); } }", "17");
        byte[] intruder = compile(dir, "lib.Intruder", "package lib; public class Intruder { public static String hi() { return \"intruder\"; } }", "17");

        Manifest libMf = new Manifest();
        Attributes ma = libMf.getMainAttributes();
        ma.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        ma.put(Attributes.Name.MULTI_RELEASE, "true");
        Attributes la = new Attributes();
        la.put(Attributes.Name.IMPLEMENTATION_TITLE, "HelperLib");
        la.put(Attributes.Name.IMPLEMENTATION_VERSION, "4.2");
        la.put(Attributes.Name.SEALED, "true");
        libMf.getEntries().put("lib/", la);
        Map<String, byte[]> libEntries = new LinkedHashMap<>();
        libEntries.put("lib/Helper.class", lib);
        libEntries.put("mr/Version.class", base);
        libEntries.put("META-INF/versions/11/mr/Version.class", v11);
        libEntries.put("META-INF/versions/21/mr/Version.class", v21);
        libEntries.put("res/data.txt", "lib data".getBytes());
        libEntries.put("META-INF/versions/11/res/data.txt", "lib data for 11".getBytes());
        Path libJar = dir.resolve("lib.jar");
        jar(libJar, libMf, libEntries);

        Manifest appMf = new Manifest();
        appMf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        appMf.getMainAttributes().put(Attributes.Name.CLASS_PATH, "lib.jar");
        appMf.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "app.Main");
        Path appJar = dir.resolve("app.jar");
        jar(appJar, appMf, new LinkedHashMap<>(Map.of("app/Main.class", app, "res/data.txt", "app data".getBytes())));
        Path intruderJar = dir.resolve("intruder.jar");
        Manifest im = new Manifest();
        im.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        jar(intruderJar, im, Map.of("lib/Intruder.class", intruder));

        try (JarFile jf = new JarFile(libJar.toFile(), true, java.util.zip.ZipFile.OPEN_READ, Runtime.version())) {
            System.out.println("jar multi " + jf.isMultiRelease() + " version " + jf.getVersion().feature() + " entry " + jf.getJarEntry("mr/Version.class").getRealName()
                + " data " + new String(jf.getInputStream(jf.getJarEntry("res/data.txt")).readAllBytes()));
            List<String> names = new ArrayList<>();
            jf.versionedStream().forEach(e -> names.add(e.getName() + "=" + e.getRealName()));
            System.out.println("versioned " + names);
        }
        try (JarFile jf8 = new JarFile(libJar.toFile(), true, java.util.zip.ZipFile.OPEN_READ, JarFile.baseVersion())) {
            System.out.println("base view " + jf8.getJarEntry("mr/Version.class").getRealName() + " manifest title " + jf8.getManifest().getAttributes("lib/").getValue("Implementation-Title"));
        }

        try (URLClassLoader ucl = new URLClassLoader("jars", new URL[] {appJar.toUri().toURL(), intruderJar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> main = ucl.loadClass("app.Main");
            System.out.println("loader " + ucl.getName() + " " + main.getClassLoader().getName() + " run: " + main.getMethod("run").invoke(null));
            Class<?> ver = ucl.loadClass("mr.Version");
            System.out.println("multi-release " + ver.getMethod("get").invoke(null) + " resource " + new String(ucl.getResourceAsStream("res/data.txt").readAllBytes()));
            List<String> all = new ArrayList<>();
            for (URL u : Collections.list(ucl.getResources("res/data.txt"))) all.add(u.getProtocol() + ":" + u.getPath().substring(u.getPath().lastIndexOf('/', u.getPath().indexOf('!')) + 1));
            System.out.println("resources " + all);
            Package p = ucl.loadClass("lib.Helper").getPackage();
            System.out.println("package " + p.getName() + " title " + p.getImplementationTitle() + " sealed " + p.isSealed() + " sealed at lib " + p.isSealed(dir.resolve("lib.jar").toUri().toURL()));
            try { ucl.loadClass("lib.Intruder"); System.out.println("intruder loaded?"); }
            catch (SecurityException e) { System.out.println("sealing " + e.getMessage().replace(dir.toString(), "DIR")); }
            System.out.println("definedPackages " + new TreeSet<>(Arrays.stream(ucl.getDefinedPackages()).map(Package::getName).toList()) + " urls " + ucl.getURLs().length);
            try { ucl.loadClass("nope.Missing"); } catch (ClassNotFoundException e) { System.out.println("cnfe " + e.getMessage()); }
            URL u = ucl.findResource("app/Main.class");
            JarURLConnection c = (JarURLConnection) u.openConnection();
            System.out.println("jar url entry " + c.getEntryName() + " main " + c.getMainAttributes().getValue("Main-Class") + " cp " + c.getManifest().getMainAttributes().getValue("Class-Path"));
        }
        try (URLClassLoader child = new URLClassLoader(new URL[] {dir.resolve("out-17/").toUri().toURL()}, null)) {
            Class<?> h = child.loadClass("lib.Helper");
            System.out.println("dir loader helper " + h.getMethod("help").invoke(null) + " parent null -> " + child.getParent());
            System.out.println("dir resource " + (child.getResource("lib/Helper.class") != null) + " same class as other loader? " + (h == Class.forName("lib.Helper", false, child)));
        }
    }
}
