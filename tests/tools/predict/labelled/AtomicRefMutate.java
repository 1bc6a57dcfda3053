import java.util.concurrent.atomic.AtomicReference;

// race: AtomicRefMutate$Msg.body
/** Publication through an AtomicReference, then a write to the published
 *  message. */
public class AtomicRefMutate {
    static class Msg {
        String body;
    }

    public static void main(String[] args) throws Exception {
        AtomicReference<Msg> ref = new AtomicReference<>();
        int[] len = new int[1];
        Thread reader = new Thread(() -> {
            Msg m;
            while ((m = ref.get()) == null) Thread.yield();
            len[0] = m.body.length();
        });
        reader.start();
        Msg m = new Msg();
        m.body = "hello";
        ref.set(m);
        m.body = "bye";
        reader.join();
        System.out.println("done");
    }
}
