/** Null dereference without a data race: a holder whose get() and clear()
 *  are synchronized; a reader calls get() twice, "if (h.get() != null)
 *  h.get().name.length()", and a clear() between the two calls makes the
 *  second return null. Every access holds the holder's lock. */
public class NpeTwiceLocked {
    static class Item {
        final String name;

        Item(String n) {
            name = n;
        }
    }

    static class Holder {
        private Item item = new Item("cup");

        synchronized Item get() {
            return item;
        }

        synchronized void clear() {
            item = null;
        }
    }

    static final Holder holder = new Holder();
    static int len;

    public static void main(String[] args) throws Exception {
        Thread reader = new Thread(() -> {
            if (holder.get() != null)
                len = holder.get().name.length();
        });
        Thread clearer = new Thread(holder::clear);
        reader.start();
        clearer.start();
        reader.join();
        clearer.join();
        System.out.println("cleared");
    }
}
