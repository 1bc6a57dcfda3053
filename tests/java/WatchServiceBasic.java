import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

// WatchService on Linux (inotify): create, modify and delete in a watched
// temporary directory; take, poll with a timeout, cancel and close.
public class WatchServiceBasic {
    static List<String> drain(WatchKey key) {
        List<String> out = new ArrayList<>();
        for (WatchEvent<?> e : key.pollEvents())
            out.add(e.kind().name() + " " + e.context() + (e.count() > 1 ? " x" + e.count() : ""));
        return out;
    }

    // Events of one key until want events were seen (inotify may split them
    // over several wake-ups), in a fixed order.
    static List<String> collect(WatchService ws, WatchKey expected, int want) throws Exception {
        List<String> all = new ArrayList<>();
        while (all.size() < want) {
            WatchKey k = ws.poll(10, TimeUnit.SECONDS);
            if (k == null) {
                all.add("timed out");
                break;
            }
            if (k != expected)
                all.add("other key");
            all.addAll(drain(k));
            k.reset();
        }
        Collections.sort(all);
        return all;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("rivet-watch");
        try {
            run(dir);
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    static void run(Path dir) throws Exception {
        WatchService ws = FileSystems.getDefault().newWatchService();
        System.out.println("service: " + ws.getClass().getSimpleName());
        WatchKey key = dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_DELETE, StandardWatchEventKinds.ENTRY_MODIFY);
        System.out.println("valid: " + key.isValid() + " watchable is dir: " + key.watchable().equals(dir));
        System.out.println("poll before any change: " + ws.poll());
        System.out.println("poll 50 ms before any change: " + ws.poll(50, TimeUnit.MILLISECONDS));

        Path a = dir.resolve("a.txt");
        Files.createFile(a);
        WatchKey k = ws.take();
        System.out.println("take: same key " + (k == key));
        List<String> first = drain(k);
        System.out.println("events: " + first);
        System.out.println("reset: " + k.reset());

        Files.writeString(a, "hello", java.nio.file.StandardOpenOption.APPEND);
        System.out.println("after write: " + collect(ws, key, 1).get(0));

        Files.createDirectory(dir.resolve("sub"));
        Files.move(a, dir.resolve("b.txt"));
        System.out.println("after mkdir and move: " + collect(ws, key, 3));

        Files.delete(dir.resolve("b.txt"));
        System.out.println("after delete: " + collect(ws, key, 1));

        // A change made by another thread while this one waits in take().
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(100);
                Files.createFile(dir.resolve("from-thread"));
            } catch (Exception e) {
                System.out.println("thread: " + e);
            }
        });
        t.start();
        WatchKey k2 = ws.take();
        System.out.println("take while another thread writes: " + drain(k2));
        k2.reset();
        t.join();

        key.cancel();
        System.out.println("cancelled valid: " + key.isValid());
        Files.createFile(dir.resolve("unwatched"));
        System.out.println("poll after cancel: " + ws.poll(50, TimeUnit.MILLISECONDS));

        // A watched directory that is deleted invalidates its key.
        Path sub = dir.resolve("sub");
        WatchKey subKey = sub.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        Files.delete(sub);
        WatchKey gone = ws.poll(10, TimeUnit.SECONDS);
        System.out.println("deleted dir: same key " + (gone == subKey) + " valid " + subKey.isValid()
                + " events " + (gone == null ? null : drain(gone)));

        ws.close();
        try {
            ws.poll();
        } catch (Exception e) {
            System.out.println("after close: " + e.getClass().getName());
        }
        try {
            dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (Exception e) {
            System.out.println("register after close: " + e.getClass().getName());
        }
    }
}
