/** Racy double-checked locking: the instance field is not volatile, so the
 *  unlocked first check races with the write under the lock, and the
 *  constructor's write of size with the read through the unlocked path
 *  (confirmed through a relay: the writer held at its write of instance,
 *  having released nothing since size = 10). */
public class RaceLazyInit {
    static class Config {
        int size = 10;
    }

    static Config instance;

    static Config get() {
        if (instance == null) {
            synchronized (RaceLazyInit.class) {
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
        System.out.println("done"); // which instance each saw depends on the race
    }
}
