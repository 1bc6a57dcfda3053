import java.util.concurrent.locks.ReentrantLock;

/*
 * BugWrongLock -- BUG (SCTBench's wronglock): the writers increment a plain
 * field under one lock, the checker reads it twice under another, believing
 * the value cannot change in between.
 *
 * The field is accessed racily (no common lock), so the tester must learn it
 * as a racy variable and let a writer run between the checker's two reads.
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.AssertionError: the value changed under the checker's lock
 * A plain run: the checker runs before the writers.
 */
public class BugWrongLock {
    static final ReentrantLock checkerLock = new ReentrantLock(), writerLock = new ReentrantLock();
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread checker = new Thread(() -> {
            checkerLock.lock();
            try {
                int first = data;
                int second = data;
                assert first == second : "the value changed under the checker's lock";
            } finally {
                checkerLock.unlock();
            }
        }, "checker");
        Thread[] writers = new Thread[2];
        for (int i = 0; i < writers.length; i++)
            writers[i] = new Thread(() -> {
                writerLock.lock();
                try {
                    data++;
                } finally {
                    writerLock.unlock();
                }
            }, "writer-" + i);
        checker.start();
        for (Thread w : writers)
            w.start();
        checker.join();
        for (Thread w : writers)
            w.join();
        System.out.println("data " + data);
    }
}
