// race: PublishHolder.holder
// race: PublishHolder$Holder.value
/** Publication through a plain static field: the reader may see the
 *  reference, and the holder's non-final field, racily. */
public class PublishHolder {
    static class Holder {
        int value;
        Holder(int v) { value = v; }
    }

    static Holder holder;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread writer = new Thread(() -> holder = new Holder(42));
        Thread reader = new Thread(() -> {
            Holder h = holder;
            if (h != null) seen[0] = h.value;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("done");
    }
}
