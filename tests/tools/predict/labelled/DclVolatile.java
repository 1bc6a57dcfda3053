// race-free
/** Double-checked locking done right: the instance field is volatile. */
public class DclVolatile {
    static class Config {
        int size;

        Config() {
            size = 10;
        }
    }

    static volatile Config instance;

    static Config get() {
        Config c = instance;
        if (c == null) {
            synchronized (DclVolatile.class) {
                c = instance;
                if (c == null)
                    instance = c = new Config();
            }
        }
        return c;
    }

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread a = new Thread(() -> out[0] = get().size);
        Thread b = new Thread(() -> out[1] = get().size);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
