// race: DclBroken.instance
// race: DclBroken$Config.size
/** Double-checked locking without volatile: the unlocked first check races
 *  with the write under the lock, and a thread taking the fast path reads
 *  the constructor's write of size with nothing ordering them. */
public class DclBroken {
    static class Config {
        int size;

        Config() {
            size = 10;
        }
    }

    static Config instance;

    static Config get() {
        if (instance == null) {
            synchronized (DclBroken.class) {
                if (instance == null)
                    instance = new Config();
            }
        }
        return instance;
    }

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread a = new Thread(() -> out[0] = get().size);
        Thread b = new Thread(() -> out[1] = get().size);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
