import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// java.util.prefs user preferences on the file system (FileSystemPreferences:
// its lock files and chmod natives) in a temporary directory.
public class PrefsUser {
    static Path root;

    // The tree under the root, without the user name in the lock file names.
    static void listTree() throws Exception {
        String user = System.getProperty("user.name");
        try (Stream<Path> s = Files.walk(root)) {
            List<String> lines = s.filter(p -> !p.equals(root)).map(p -> {
                try {
                    String rel = root.relativize(p).toString().replace(user, "USER");
                    String perms = PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
                    return rel + (Files.isDirectory(p) ? "/" : "") + " " + perms;
                } catch (Exception e) {
                    return p + " " + e;
                }
            }).sorted().collect(Collectors.toList());
            for (String l : lines)
                System.out.println("  " + l);
        }
    }

    public static void main(String[] args) throws Exception {
        root = Files.createTempDirectory("rivet-prefs");
        System.setProperty("java.util.prefs.userRoot", root.toString());
        // The system root must exist, or FileSystemPreferences falls back to java.home.
        Files.createDirectories(root.resolve("system/.systemPrefs"));
        System.setProperty("java.util.prefs.systemRoot", root.resolve("system").toString());
        // FileSystemPreferences flushes in a shutdown hook of its own, which
        // must still find its directory: delete the tree after that hook ran.
        // Hooks are started one by one: this one may run before that one is
        // started (as under -tool predict, which runs a thread as soon as it
        // starts), so look for it a while before deciding it is over.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (int tries = 0; tries < 50; tries++) {
                Thread sync = null;
                for (Thread t : Thread.getAllStackTraces().keySet())
                    if (t.getName().equals("Sync Timer Thread") && t != Thread.currentThread())
                        sync = t;
                try {
                    if (sync != null) {
                        sync.join();
                        break;
                    }
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                }
            }
            try (Stream<Path> s = Files.walk(root)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (Exception e) {
                System.out.println("cleanup: " + e);
            }
        }));
        run();
    }

    static void run() throws Exception {
        Preferences user = Preferences.userRoot();
        System.out.println("root: '" + user.absolutePath() + "' user=" + user.isUserNode());
        Preferences node = user.node("rivet/test");
        System.out.println("node: " + node.absolutePath() + " name=" + node.name());
        node.put("greeting", "hello");
        node.putInt("answer", 42);
        node.putBoolean("flag", true);
        node.putDouble("pi", 3.25);
        node.putByteArray("bytes", new byte[] {1, 2, 3, 4, 5});
        node.node("child").put("k", "v");
        node.flush();
        System.out.println("after flush:");
        listTree();
        Path xml = root.resolve(".java/.userPrefs/rivet/test/prefs.xml");
        System.out.println(Files.readString(xml));

        System.out.println("greeting=" + node.get("greeting", "?") + " answer=" + node.getInt("answer", 0)
                + " flag=" + node.getBoolean("flag", false) + " pi=" + node.getDouble("pi", 0)
                + " bytes=" + Arrays.toString(node.getByteArray("bytes", null))
                + " missing=" + node.get("missing", "default"));
        String[] keys = node.keys();
        Arrays.sort(keys);
        System.out.println("keys: " + Arrays.toString(keys) + " children: " + Arrays.toString(node.childrenNames()));

        node.remove("greeting");
        node.putInt("answer", 43);
        node.sync();
        System.out.println("after remove and sync: greeting=" + node.get("greeting", "gone")
                + " answer=" + node.getInt("answer", 0));
        System.out.println(Files.readString(xml));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        node.exportSubtree(out);
        String exported = out.toString("UTF-8");
        System.out.println("exported lines: " + exported.lines().count() + " has child: " + exported.contains("\"child\""));

        System.out.println("exists before removeNode: " + user.nodeExists("rivet/test/child"));
        node.node("child").removeNode();
        node.flush();
        System.out.println("exists after removeNode: " + user.nodeExists("rivet/test/child"));
        node.clear();
        node.flush();
        System.out.println("keys after clear: " + node.keys().length);
        user.node("rivet").removeNode();
        user.flush();
        System.out.println("after removing the tree:");
        listTree();
        try {
            node.get("x", "y");
        } catch (IllegalStateException e) {
            System.out.println("removed node: " + e.getMessage());
        }

        // System preferences, in a writable system root here.
        Preferences sys = Preferences.systemRoot().node("rivet/sys");
        sys.put("where", "system");
        sys.flush();
        System.out.println("system node: " + sys.absolutePath() + " user=" + sys.isUserNode()
                + " where=" + sys.get("where", "?"));
        sys.removeNode();
        Preferences.systemRoot().flush();
        System.out.println("after system prefs:");
        listTree();
    }
}
