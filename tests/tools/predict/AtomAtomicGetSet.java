import java.util.concurrent.atomic.AtomicInteger;

/** Atomicity violation on an AtomicInteger used without its atomic
 *  operations: next = get() + 1; set(next). Each access is atomic, the
 *  pair is not (a lost update). No data race. */
public class AtomAtomicGetSet {
    static final AtomicInteger seq = new AtomicInteger();

    static void next() {
        int v = seq.get();
        seq.set(v + 1);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomAtomicGetSet::next);
        Thread b = new Thread(AtomAtomicGetSet::next);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(seq.get() > 0 ? "numbered" : "?"); // 1 or 2
    }
}
