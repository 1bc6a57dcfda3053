import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

// race-free
/** An AtomicInteger counter, and a mutable object filled in before it is
 *  published through an AtomicReference the reader spins on. */
public class AtomicPublish {
    static class Settings {
        int level;
        String name;
    }

    static final AtomicInteger hits = new AtomicInteger();
    static final AtomicReference<Settings> current = new AtomicReference<>();

    public static void main(String[] args) throws Exception {
        int[] got = new int[1];
        Thread writer = new Thread(() -> {
            Settings s = new Settings();
            s.level = 3;
            s.name = "fast";
            current.set(s);
            hits.incrementAndGet();
        });
        Thread reader = new Thread(() -> {
            Settings s;
            while ((s = current.get()) == null)
                Thread.yield();
            got[0] = s.level + s.name.length();
            hits.incrementAndGet();
        });
        reader.start();
        writer.start();
        writer.join();
        reader.join();
        System.out.println(got[0] + " " + hits.get());
    }
}
