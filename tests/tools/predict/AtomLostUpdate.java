/** Atomicity violation: each thread reads the counter in one critical
 *  section and writes the incremented value in another. Observed: one after
 *  the other, the count is 2; the other thread's write between a read and
 *  its write loses an update. */
public class AtomLostUpdate {
    static final Object lock = new Object();
    static int count;

    static void increment() {
        int v;
        synchronized (lock) {
            v = count;
        }
        synchronized (lock) {
            count = v + 1;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomLostUpdate::increment);
        Thread b = new Thread(AtomLostUpdate::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done"); // how many increments are lost depends on the interleaving
    }
}
