import java.util.concurrent.locks.ReentrantLock;

/*
 * BugTwoStage -- BUG (SCTBench's twostage, with 20 threads): a two-step update
 * made in two critical sections that should be one. Each writer sets
 * stage1 under one lock, then stage2 = stage1 + 1 under another; a reader
 * that sees stage1 set expects stage2 to follow it.
 *
 * Only the first writer's gap matters (later writers find stage2 already
 * consistent), and it needs one deviation from a plain scheduler early in a
 * long schedule: the tester's sampled delay-bounded schedules find it.
 * Options: stop (20 threads: the exhaustive search does not end quickly).
 *
 * Tester: one failure:
 *   uncaught exception: java.lang.AssertionError: stage two missing after stage one
 */
public class BugTwoStage {
    static final ReentrantLock first = new ReentrantLock(), second = new ReentrantLock();
    static int stage1, stage2;

    public static void main(String[] args) throws InterruptedException {
        int pairs = 10;
        Thread[] ts = new Thread[2 * pairs];
        for (int i = 0; i < pairs; i++) {
            ts[i] = new Thread(() -> {
                first.lock();
                try { stage1 = 1; } finally { first.unlock(); }
                second.lock();
                try { stage2 = stage1 + 1; } finally { second.unlock(); }
            }, "writer-" + i);
            ts[pairs + i] = new Thread(() -> {
                int seen;
                first.lock();
                try { seen = stage1; } finally { first.unlock(); }
                if (seen == 0)
                    return;
                second.lock();
                try {
                    assert stage2 == seen + 1 : "stage two missing after stage one";
                } finally {
                    second.unlock();
                }
            }, "reader-" + i);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        System.out.println("stage2 " + stage2);
    }
}
