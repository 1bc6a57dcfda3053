/**
 * Performance (thesis 4.1) -- CORRECT: no bug; it measures how the number of
 * schedules the tester explores grows with threads and locks.
 *
 * Usage: Performance [threads [locksPerThread]] (defaults 2 and 2). Every
 * thread enters and leaves each of the shared locks once, in the same order,
 * and touches no shared data, so threads never depend on each other's data.
 *
 * Tester: no assertion failure and no deadlock, on every schedule; the
 * interesting output is the number of paths explored (thesis tables 4.1-4.2).
 * Eraser: nothing.
 */
public class Performance {
    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int locksPerThread = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Object[] locks = new Object[locksPerThread];
        for (int i = 0; i < locks.length; i++)
            locks[i] = new Object();

        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(() -> {
                for (Object lock : locks) {
                    synchronized (lock) {
                        // nothing: only the synchronisation matters here
                    }
                }
            }, "worker-" + t);
            workers[t].start();
        }
        for (Thread w : workers)
            w.join();
        System.out.println(threads + " threads x " + locksPerThread + " locks: done");
    }
}
