// race: SyncNewObject.count
/** Each call synchronizes on a fresh object: no mutual exclusion. */
public class SyncNewObject {
    static int count;

    static void inc() {
        synchronized (new Object()) {
            count++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 20; i++) inc(); });
        Thread b = new Thread(() -> { for (int i = 0; i < 20; i++) inc(); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
