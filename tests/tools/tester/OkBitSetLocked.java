import java.util.BitSet;

/* BugBitSetShared's twin: each worker sets its bit holding the set's lock,
 * so no bit is lost in any schedule. */
public class OkBitSetLocked {
    static final BitSet done = new BitSet(64);

    public static void main(String[] args) throws Exception {
        done.set(0);
        Runnable mark1 = () -> { synchronized (done) { done.set(1); } };
        Runnable mark2 = () -> { synchronized (done) { done.set(2); } };
        Thread a = new Thread(mark1, "A"), b = new Thread(mark2, "B");
        a.start();
        b.start();
        a.join();
        b.join();
        assert done.cardinality() == 3 : "lost a bit";
        System.out.println(done);
    }
}
