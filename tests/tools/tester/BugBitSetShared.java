import java.util.BitSet;

/* Two workers mark their slots in one java.util.BitSet without a lock. Bits
 * 1 and 2 are in the same long: BitSet.set does words[0] |= mask, a read and
 * a write of the element, and a worker that reads the word before the
 * other's write and writes after it loses the other's bit. The tester
 * checked a java.util collection's own arrays of references only, and
 * found nothing (hunt 15 F2). */
public class BugBitSetShared {
    static final BitSet done = new BitSet(64);

    public static void main(String[] args) throws Exception {
        done.set(0);
        Thread a = new Thread(() -> done.set(1), "A");
        Thread b = new Thread(() -> done.set(2), "B");
        a.start();
        b.start();
        a.join();
        b.join();
        assert done.cardinality() == 3 : "lost a bit";
        System.out.println(done);
    }
}
