// race: ThreadLocalShared$Stats.count
/** ThreadLocal misuse: the initial value is one shared object, so every
 *  thread's "own" stats are the same object. */
public class ThreadLocalShared {
    static class Stats {
        int count;
    }

    static final Stats SHARED = new Stats();
    static final ThreadLocal<Stats> local = ThreadLocal.withInitial(() -> SHARED);

    public static void main(String[] args) throws Exception {
        Runnable r = () -> { for (int i = 0; i < 10; i++) local.get().count++; };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
