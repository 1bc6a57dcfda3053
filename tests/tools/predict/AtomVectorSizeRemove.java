import java.util.Vector;

/** Atomicity violation on a Vector: "if (v.size() > 0) v.remove(v.size() -
 *  1)" by two consumers: size() and remove() are each synchronized, the
 *  sequence is not; another consumer's remove between them makes the index
 *  stale (ArrayIndexOutOfBoundsException with one element left). Observed:
 *  three elements, the consumers one after the other. */
public class AtomVectorSizeRemove {
    static final Vector<Integer> tasks = new Vector<>();

    static void take() {
        if (tasks.size() > 0)
            tasks.remove(tasks.size() - 1);
    }

    public static void main(String[] args) throws Exception {
        tasks.add(1);
        tasks.add(2);
        tasks.add(3);
        Thread a = new Thread(AtomVectorSizeRemove::take);
        Thread b = new Thread(AtomVectorSizeRemove::take);
        a.start();
        b.start();
        a.join();
        b.join();
        // Not the size: a run on HotSpot may meet the bug (1 or 2 left).
        System.out.println("done");
    }
}
