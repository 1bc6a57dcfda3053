// The jrt:/ file system over the run-time image: modules and packages trees, attributes, links, reading class
// files and resources, glob matching, and resources of named modules through Class and ClassLoader.
import java.io.*;
import java.net.URI;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;

public class JrtFileSystem {
    public static void main(String[] args) throws Exception {
        FileSystem fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        System.out.println("fs " + fs.provider().getScheme() + " open " + fs.isOpen() + " readOnly " + fs.isReadOnly() + " sep " + fs.getSeparator() + " roots " + fs.getRootDirectories());
        Path modules = fs.getPath("/modules");
        List<String> mods;
        try (Stream<Path> s = Files.list(modules)) { mods = s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()); }
        System.out.println("modules " + mods.size() + " has base " + mods.contains("java.base") + " first " + mods.subList(0, 5));
        Path lang = fs.getPath("/modules/java.base/java/lang");
        try (Stream<Path> s = Files.list(lang)) {
            List<String> names = s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("String")).sorted().collect(Collectors.toList());
            System.out.println("java/lang String* " + names);
        }
        Path obj = lang.resolve("Object.class");
        BasicFileAttributes a = Files.readAttributes(obj, BasicFileAttributes.class);
        byte[] bytes = Files.readAllBytes(obj);
        System.out.println("Object.class size " + a.size() + " read " + bytes.length + " regular " + a.isRegularFile() + " dir " + a.isDirectory() + " magic " + Integer.toHexString(((bytes[0] & 0xff) << 24) | ((bytes[1] & 0xff) << 16) | ((bytes[2] & 0xff) << 8) | (bytes[3] & 0xff))
            + " major " + bytes[7] + " same as resource " + Arrays.equals(bytes, Object.class.getResourceAsStream("Object.class").readAllBytes()));
        Map<String, Object> jrtAttrs = Files.readAttributes(obj, "jrt:*");
        System.out.println("jrt attrs " + new TreeSet<>(jrtAttrs.keySet()) + " module " + jrtAttrs.get("module") + " compressed " + jrtAttrs.get("compressedSize"));
        Path pkg = fs.getPath("/packages/java.lang");
        try (Stream<Path> s = Files.list(pkg)) {
            List<String> links = s.map(p -> p.getFileName() + (Files.isSymbolicLink(p) ? "->" + readLink(p) : "")).sorted().collect(Collectors.toList());
            System.out.println("packages/java.lang " + links);
        }
        Path sql = fs.getPath("/packages/java.sql/java.sql");
        System.out.println("link " + Files.isSymbolicLink(sql) + " real " + sql.toRealPath() + " dir " + Files.isDirectory(sql));
        PathMatcher pm = fs.getPathMatcher("glob:/modules/java.base/java/util/concurrent/atomic/Atomic*Array.class");
        try (Stream<Path> s = Files.walk(fs.getPath("/modules/java.base/java/util/concurrent"))) {
            System.out.println("glob " + s.filter(pm::matches).map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.walk(fs.getPath("/modules/java.logging"))) {
            System.out.println("java.logging files " + s.filter(Files::isRegularFile).count());
        }
        Path mi = fs.getPath("/modules/java.sql/module-info.class");
        java.lang.module.ModuleDescriptor md = java.lang.module.ModuleDescriptor.read(Files.newInputStream(mi));
        System.out.println("module-info " + md.name() + " requires " + md.requires().stream().map(r -> r.name()).sorted().collect(Collectors.toList()) + " exports " + md.exports().stream().map(e -> e.source()).sorted().collect(Collectors.toList()));
        try { Files.readAllBytes(fs.getPath("/modules/java.base/nope.class")); } catch (NoSuchFileException e) { System.out.println("missing " + e.getMessage()); }
        try { Files.write(fs.getPath("/modules/x"), new byte[1]); } catch (IOException | UnsupportedOperationException e) { System.out.println("write " + e.getClass().getSimpleName()); }
        Path rel = fs.getPath("java.base", "java", "lang").resolve("../util/List.class");
        System.out.println("paths " + rel + " " + rel.normalize() + " " + modules.resolve(rel.normalize()).toUri() + " count " + rel.getNameCount() + " parent " + rel.getParent());
        System.out.println("uri " + obj.toUri() + " back " + Paths.get(obj.toUri()).equals(obj));
        try (InputStream in = ClassLoader.getSystemResourceAsStream("java/lang/Thread.class")) { System.out.println("system resource " + (in != null)); }
        System.out.println("module resource " + (Object.class.getModule().getResourceAsStream("java/lang/Thread.class") != null) + " non-class resource " + (Object.class.getModule().getResourceAsStream("jdk/internal/icu/impl/data/icudt67b/nfc.nrm") != null)
            + " closed pkg resource via loader " + ClassLoader.getSystemResource("jdk/internal/icu/impl/data/icudt67b/nfc.nrm"));
        System.out.println("java.home image " + Files.exists(Paths.get(System.getProperty("java.home"), "lib", "modules")));
    }
    static String readLink(Path p) { try { return Files.readSymbolicLink(p).toString(); } catch (IOException e) { return "?"; } }
}
