// race-free
/** count++ on a volatile field from two threads: a lost update (not
 *  atomic), but not a data race (JLS 17.4.5: volatile accesses never race). */
public class VolatileIncrement {
    static volatile int count;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 100; i++) count++; });
        Thread b = new Thread(() -> { for (int i = 0; i < 100; i++) count++; });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(count > 0 ? "done" : "?");
    }
}
