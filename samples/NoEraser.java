/**
 * NoEraser (thesis 4.3) -- BUG: a locking-discipline violation that only some
 * schedules execute, so a single run under Eraser may or may not reveal it.
 *
 * Two workers, "A" and "B", each record one step of progress in a shared
 * counter. Both read the counter under its lock. Worker B then takes a
 * "shortcut": if it saw the counter still at zero it assumes it is alone and
 * increments without the lock. When B reads before A has incremented, B's
 * unlocked read-modify-write races with A's locked one (and may lose A's step);
 * when A increments first, B takes the locked path and no run can tell.
 *
 * Eraser: a data race on NoEraser$Progress.steps, but only on schedules
 * where B reads zero (so it depends on -seed). Tester with Eraser: finds the
 * schedules where the race exists. The lost update itself is possible too; the
 * program prints the final count instead of asserting it.
 */
public class NoEraser {
    static final class Progress {
        int steps; // meant to be guarded by the Progress monitor
    }

    static final Progress progress = new Progress();

    static final class Worker extends Thread {
        boolean skippedLock; // read by main after join()

        Worker(String name) { super(name); }

        @Override
        public void run() {
            int seen;
            synchronized (progress) {
                seen = progress.steps;
            }
            if (seen == 0 && getName().equals("B")) {
                progress.steps++;               // the shortcut: no lock held
                skippedLock = true;
            } else {
                synchronized (progress) {
                    progress.steps++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker a = new Worker("A"), b = new Worker("B");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("steps recorded: " + progress.steps + (b.skippedLock
            ? " (B incremented without the lock)" : " (every increment held the lock)"));
    }
}
