import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Atomicity violation on a synchronized list: "if (list.size() > 0) list.remove(list.size() -
 *  1)" by two consumers: size() and remove() are each synchronized, the
 *  sequence is not; another consumer's remove between them makes the index
 *  stale (ArrayIndexOutOfBoundsException with one element left). Observed:
 *  three elements, the consumers one after the other. */
public class AtomSyncListSizeRemove {
    static final List<Integer> tasks = Collections.synchronizedList(new ArrayList<>());

    static void take() {
        if (tasks.size() > 0)
            tasks.remove(tasks.size() - 1);
    }

    public static void main(String[] args) throws Exception {
        tasks.add(1);
        tasks.add(2);
        tasks.add(3);
        Thread a = new Thread(AtomSyncListSizeRemove::take);
        Thread b = new Thread(AtomSyncListSizeRemove::take);
        a.start();
        b.start();
        a.join();
        b.join();
        // Not the size: a run on HotSpot may meet the bug (1 or 2 left).
        System.out.println("done");
    }
}
