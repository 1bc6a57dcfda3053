/*
 * OkActiveCountPoll -- correct: main waits for its workers the old way,
 * polling Thread.activeCount() until it is 1, yielding each turn. The poll
 * reads no field (a native counts the threads), so a worker's end writes
 * nothing it read: main was set aside as spinning for good once the workers
 * had ended, taken for a livelock, and the reproduction run, which ended,
 * said "a failure did not reproduce". A thread's end gives every spinner
 * another look.
 *
 * Tester: nothing (the search ends).
 */
public class OkActiveCountPoll {
    static int done;

    public static void main(String[] args) {
        for (int i = 0; i < 2; i++)
            new Thread(() -> {
                synchronized (OkActiveCountPoll.class) {
                    done++;
                }
            }).start();
        while (Thread.activeCount() > 1)
            Thread.yield();
        synchronized (OkActiveCountPoll.class) {
            System.out.println("done " + done);
        }
    }
}
