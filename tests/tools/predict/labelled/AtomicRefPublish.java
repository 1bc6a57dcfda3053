import java.util.concurrent.atomic.AtomicReference;

// race-free
/** Publication through an AtomicReference: built, then set; the reader
 *  spins on get(). */
public class AtomicRefPublish {
    static class Msg {
        String body;
        int n;
    }

    public static void main(String[] args) throws Exception {
        AtomicReference<Msg> ref = new AtomicReference<>();
        int[] out = new int[1];
        Thread reader = new Thread(() -> {
            Msg m;
            while ((m = ref.get()) == null) Thread.yield();
            out[0] = m.body.length() + m.n;
        });
        reader.start();
        Msg m = new Msg();
        m.body = "hello";
        m.n = 2;
        ref.set(m);
        reader.join();
        System.out.println(out[0]);
    }
}
