// race-free
/** A counter whose every access is synchronized on the counter. */
public class SyncCounter {
    private int n;

    synchronized void inc() {
        n++;
    }

    synchronized int get() {
        return n;
    }

    public static void main(String[] args) throws Exception {
        SyncCounter c = new SyncCounter();
        Runnable r = () -> {
            for (int i = 0; i < 50; i++)
                c.inc();
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(c.get());
    }
}
