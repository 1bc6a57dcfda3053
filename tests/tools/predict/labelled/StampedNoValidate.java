import java.util.concurrent.locks.StampedLock;

// race: StampedNoValidate.x
/** An optimistic read that never validates its stamp races with the write
 *  under the write lock. */
public class StampedNoValidate {
    static final StampedLock sl = new StampedLock();
    static int x;

    public static void main(String[] args) throws Exception {
        int[] seen = new int[1];
        Thread w = new Thread(() -> {
            long s = sl.writeLock();
            try { x = 5; } finally { sl.unlockWrite(s); }
        });
        Thread r = new Thread(() -> {
            sl.tryOptimisticRead();
            seen[0] = x;
        });
        w.start();
        r.start();
        w.join();
        r.join();
        System.out.println("done");
    }
}
