// race-free
/** ThreadLocal used right: each thread gets its own Stats. */
public class ThreadLocalOwn {
    static class Stats {
        int count;
    }

    static final ThreadLocal<Stats> local = ThreadLocal.withInitial(Stats::new);

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread a = new Thread(() -> { for (int i = 0; i < 10; i++) local.get().count++; out[0] = local.get().count; });
        Thread b = new Thread(() -> { for (int i = 0; i < 10; i++) local.get().count++; out[1] = local.get().count; });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
