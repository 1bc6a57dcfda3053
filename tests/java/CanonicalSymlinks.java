import java.io.*;
import java.nio.file.*;
import java.util.*;

// File.getCanonicalPath as libjava's canonicalize_md.c: realpath of the
// longest prefix that resolves, the rest appended (".." after a symbolic link
// goes through the link's target), and a link loop is an IOException.
public class CanonicalSymlinks {
    // Long runs of one letter shown as "a*300".
    static String runs(String s) {
        return java.util.regex.Pattern.compile("([a-z])\\1{19,}").matcher(s).replaceAll(m -> m.group(1) + "*" + m.group().length());
    }

    public static void main(String[] args) throws Exception {
        Path d = Files.createTempDirectory("canon").toRealPath();
        try {
            Files.createDirectories(d.resolve("sub/deeper"));
            Files.writeString(d.resolve("sub/file"), "x");
            Files.createSymbolicLink(d.resolve("link"), Path.of("sub/deeper"));
            Files.createSymbolicLink(d.resolve("abslink"), d.resolve("sub"));
            Files.createSymbolicLink(d.resolve("filelink"), Path.of("sub/file"));
            Files.createSymbolicLink(d.resolve("dangling"), Path.of("nowhere/at/all"));
            Files.createSymbolicLink(d.resolve("loop1"), Path.of("loop2"));
            Files.createSymbolicLink(d.resolve("loop2"), Path.of("loop1"));
            Files.createSymbolicLink(d.resolve("self"), Path.of("self"));
            Files.createSymbolicLink(d.resolve("sub/up"), Path.of(".."));
            String[] cases = {
                "", ".", "sub", "sub/deeper", "link", "link/..", "link/../x", "link/../x/y", "link/../../x",
                "link/x/../y", "link/./x", "abslink/deeper/../x", "abslink/../x", "filelink", "filelink/x",
                "sub/file/x", "sub/file/..", "sub/file/../x", "dangling", "dangling/x", "dangling/../x",
                "missing", "missing/..", "missing/../x", "missing/./y/../z", "a/b/c/../../d",
                "loop1", "loop1/x", "loop1/../x", "x/../loop1/y", "self", "self/x", "sub/up/sub/up/link/../x",
                "sub//deeper/", "link/../x/./y/..",
                "n" + "a".repeat(300), "sub/" + "b".repeat(255), "sub/" + "c".repeat(256) + "/d",
            };
            for (String s : cases) {
                File f = s.isEmpty() ? d.toFile() : new File(d.toFile(), s);
                String shown = runs(s);
                try {
                    String c = f.getCanonicalPath();
                    System.out.println(shown + " -> " + runs(c.startsWith(d.toString()) ? "D" + c.substring(d.toString().length()) : c));
                } catch (IOException e) {
                    System.out.println(shown + " -> " + e);
                }
            }
            // getCanonicalFile and File.equals after canonicalising.
            System.out.println(new File(d.toFile(), "link/../file").getCanonicalFile()
                    .equals(new File(d.toFile(), "sub/file").getCanonicalFile()));
            System.out.println(new File(d.toFile(), "link/../x").getCanonicalFile().getName());
        } finally {
            List<Path> all = new ArrayList<>();
            try (var w = Files.walk(d)) { w.forEach(all::add); }
            Collections.reverse(all);
            for (Path p : all) Files.delete(p);
        }
    }
}
