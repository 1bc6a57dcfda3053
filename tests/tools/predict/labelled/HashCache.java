// race: HashCache$Key.hash
/** String-style hash caching in a plain field, computed by two threads. */
public class HashCache {
    static final class Key {
        final String name;
        int hash;
        Key(String name) { this.name = name; }

        public int hashCode() {
            int h = hash;
            if (h == 0) {
                h = name.length() * 31 + 7;
                hash = h;
            }
            return h;
        }
    }

    public static void main(String[] args) throws Exception {
        Key k = new Key("alpha");
        int[] out = new int[2];
        Thread a = new Thread(() -> out[0] = k.hashCode());
        Thread b = new Thread(() -> out[1] = k.hashCode());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] == out[1]);
    }
}
