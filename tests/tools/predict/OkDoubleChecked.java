/** Correct double-checked locking (volatile instance); the object's fields
 *  are read after the volatile read. Also a static synchronized counter. */
public class OkDoubleChecked {
    static class Config {
        int size = 10;
    }

    static volatile Config instance;
    static int calls;

    static Config get() {
        Config c = instance;
        if (c == null) {
            synchronized (OkDoubleChecked.class) {
                c = instance;
                if (c == null)
                    instance = c = new Config();
            }
        }
        return c;
    }

    static synchronized void count() {
        calls++;
    }

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread a = new Thread(() -> { out[0] = get().size; count(); });
        Thread b = new Thread(() -> { out[1] = get().size; count(); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1] + calls);
    }
}
