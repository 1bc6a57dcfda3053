import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;

// The zip file system (jdk.zipfs): creating, walking, copying, moving, attributes, errors,
// globs, reopening through a jar: URI; and ServiceLoader over a class path directory
// written at run time (comments, duplicates, stream, findFirst, a missing provider).
public class ZipFsServices {
    public interface Greeter { String greet(String who); }
    public static class EnglishGreeter implements Greeter { public String greet(String w) { return "Hello " + w; } }
    public static class FrenchGreeter implements Greeter { public String greet(String w) { return "Bonjour " + w; } }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("rivet-zipfs");
        try {
            Path zip = dir.resolve("t.zip");
            try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of("create", "true"))) {
                Path root = fs.getPath("/");
                Files.createDirectories(fs.getPath("/a/b"));
                Files.writeString(fs.getPath("/a/b/hello.txt"), "hello zipfs\nline2\n");
                Files.write(fs.getPath("/data.bin"), new byte[]{1, 2, 3});
                Files.copy(fs.getPath("/data.bin"), fs.getPath("/a/copy.bin"));
                Files.move(fs.getPath("/a/copy.bin"), fs.getPath("/a/moved.bin"));
                System.out.println("provider " + fs.provider().getScheme() + " sep " + fs.getSeparator() + " roots " + fs.getRootDirectories().iterator().next() + " readOnly " + fs.isReadOnly());
                try (Stream<Path> s = Files.walk(root)) { System.out.println(s.map(Path::toString).sorted().collect(Collectors.toList())); }
                System.out.println("size " + Files.size(fs.getPath("/a/b/hello.txt")) + " lines " + Files.readAllLines(fs.getPath("/a/b/hello.txt")) + " isDir " + Files.isDirectory(fs.getPath("/a")));
                BasicFileAttributes at = Files.readAttributes(fs.getPath("/data.bin"), BasicFileAttributes.class);
                System.out.println("attrs " + at.size() + " regular " + at.isRegularFile() + " views " + new TreeSet<>(fs.supportedFileAttributeViews()));
                try { Files.createDirectory(fs.getPath("/a")); } catch (FileAlreadyExistsException e) { System.out.println("exists " + e.getMessage()); }
                try { Files.delete(fs.getPath("/a")); } catch (DirectoryNotEmptyException e) { System.out.println("not empty " + e.getMessage()); }
                try { Files.readAllBytes(fs.getPath("/nope")); } catch (NoSuchFileException e) { System.out.println("no such " + e.getMessage()); }
                PathMatcher pm = fs.getPathMatcher("glob:**/*.bin");
                try (Stream<Path> s = Files.walk(root)) { System.out.println("glob " + s.filter(pm::matches).map(Path::toString).sorted().toList()); }
                System.out.println(fs.getPath("/a/b/../c").normalize() + " " + fs.getPath("a", "b").toAbsolutePath() + " " + fs.getPath("/a/b").relativize(fs.getPath("/a/c/d")));
            }
            try (java.util.zip.ZipFile zf = new java.util.zip.ZipFile(zip.toFile())) {
                System.out.println("entries " + zf.stream().map(java.util.zip.ZipEntry::getName).sorted().toList());
            }
            URI uri = URI.create("jar:" + zip.toUri());
            try (FileSystem fs2 = FileSystems.newFileSystem(uri, Map.of())) {
                System.out.println("reopened " + Files.readString(fs2.getPath("/a/b/hello.txt")).length() + " " + Files.exists(fs2.getPath("/a/moved.bin")));
                Files.delete(fs2.getPath("/data.bin"));
            }
            try (FileSystem fs3 = FileSystems.newFileSystem(zip)) { System.out.println("after delete " + Files.exists(fs3.getPath("/data.bin"))); }
            System.out.println("installed " + FileSystemProvider_schemes());

            // ServiceLoader through a directory with META-INF/services
            Path svc = dir.resolve("svc");
            Files.createDirectories(svc.resolve("META-INF/services"));
            Files.writeString(svc.resolve("META-INF/services/" + Greeter.class.getName()), "# comment\n" + FrenchGreeter.class.getName() + "\n  " + EnglishGreeter.class.getName() + "  # trailing\n" + FrenchGreeter.class.getName() + "\n");
            try (URLClassLoader ucl = new URLClassLoader(new URL[]{svc.toUri().toURL()}, ZipFsServices.class.getClassLoader())) {
                ServiceLoader<Greeter> sl = ServiceLoader.load(Greeter.class, ucl);
                for (Greeter g : sl) System.out.println("service " + g.getClass().getSimpleName() + " " + g.greet("x"));
                System.out.println("stream " + sl.stream().map(p -> p.type().getSimpleName()).toList() + " first " + sl.findFirst().map(g -> g.greet("y")).orElse("none"));
                Files.writeString(svc.resolve("META-INF/services/" + Runnable.class.getName()), "no.such.Impl\n");
                try { ServiceLoader.load(Runnable.class, ucl).iterator().next(); } catch (ServiceConfigurationError e) { System.out.println("SCE " + e.getMessage()); }
            }
            System.out.println("none " + ServiceLoader.load(Greeter.class).findFirst().isPresent());
        } finally {
            try (Stream<Path> s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
    }
    static List<String> FileSystemProvider_schemes() {
        return java.nio.file.spi.FileSystemProvider.installedProviders().stream().map(java.nio.file.spi.FileSystemProvider::getScheme).sorted().toList();
    }
}
