/** Atomicity violation on a volatile counter: "hits++" on a volatile field
 *  is a read and a write, each atomic, the pair not; another thread's
 *  increment between them is lost. Volatile makes it race-free, not
 *  atomic: no data race is reported. */
public class AtomVolatileCounter {
    static volatile int hits;

    static void hit() {
        hits++;
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomVolatileCounter::hit);
        Thread b = new Thread(AtomVolatileCounter::hit);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(hits > 0 ? "counted" : "?"); // 1 or 2
    }
}
