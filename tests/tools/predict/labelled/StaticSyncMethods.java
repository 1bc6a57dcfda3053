// race-free
/** static synchronized methods: both lock the class. */
public class StaticSyncMethods {
    static int count;

    static synchronized void inc() { count++; }
    static synchronized int get() { return count; }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 20; i++) inc(); });
        Thread b = new Thread(() -> { for (int i = 0; i < 20; i++) inc(); });
        a.start();
        b.start();
        int seen = get();
        a.join();
        b.join();
        System.out.println(get() + (seen >= 0 ? "" : "?"));
    }
}
