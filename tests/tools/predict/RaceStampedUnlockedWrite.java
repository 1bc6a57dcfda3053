import java.util.concurrent.locks.StampedLock;

/*
 * RaceStampedUnlockedWrite -- racy: a reader reads `level` optimistically
 * and validates, which is correct against writers that take the write
 * lock; but one writer updates `level` without it, and validate cannot see
 * that write (the stamp changes only with the lock).
 *
 * Predict: the race on `level` (a validated optimistic read's own races are
 * not reported, OkStampedOptimistic; the unlocked write's are).
 */
public class RaceStampedUnlockedWrite {
    static final StampedLock sl = new StampedLock();
    static int level;

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[1];
        Thread locked = new Thread(() -> {
            long s = sl.writeLock();
            try {
                level = 1;
            } finally {
                sl.unlockWrite(s);
            }
        });
        Thread unlocked = new Thread(() -> level = 2);
        Thread reader = new Thread(() -> {
            long s = sl.tryOptimisticRead();
            int v = level;
            if (!sl.validate(s)) {
                s = sl.readLock();
                try {
                    v = level;
                } finally {
                    sl.unlockRead(s);
                }
            }
            seen[0] = v >= 0 ? 1 : 0;
        });
        locked.start();
        locked.join();
        reader.start();
        unlocked.start();
        reader.join();
        unlocked.join();
        System.out.println("seen " + seen[0]);
    }
}
