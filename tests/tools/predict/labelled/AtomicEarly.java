import java.util.concurrent.atomic.AtomicBoolean;

// race: AtomicEarly.data
/** An AtomicBoolean is set before the data it announces is written: the
 *  reader's get() synchronises with set(), not with the later write. */
public class AtomicEarly {
    static final AtomicBoolean started = new AtomicBoolean();
    static int data;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread writer = new Thread(() -> {
            started.set(true);
            data = 7;
        });
        Thread reader = new Thread(() -> {
            while (!started.get())
                Thread.yield();
            seen[0] = data;
        });
        reader.start();
        writer.start();
        writer.join();
        reader.join();
        System.out.println("done");
    }
}
