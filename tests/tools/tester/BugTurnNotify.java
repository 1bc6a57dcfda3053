/*
 * BugTurnNotify -- BUG: three players take turns on one monitor, each
 * waiting in a loop for its own turn, and pass the turn on with notify():
 * it can wake a player whose turn it is not, which waits again, while the
 * one whose turn it is never hears of it.
 *
 * Tester: two failures, condition deadlocks with main in join:
 *   condition deadlock: 4 threads wait and none can be woken
 *     (all three players wait: the wrong one was woken in round one)
 *   condition deadlock: 3 threads wait and none can be woken
 *     (one player has finished its two rounds; the other two wait)
 * The notify choice (which waiter wakes) must be explored. A plain run on
 * HotSpot hangs now and then, as the bug predicts.
 */
public class BugTurnNotify {
    static final Object lock = new Object();
    static int turn;
    static void play(int me) {
        try {
            for (int round = 0; round < 2; round++) {
                synchronized (lock) {
                    while (turn != me)
                        lock.wait();
                    turn = (turn + 1) % 3;
                    lock.notify();      // BUG: notifyAll needed, the waiters wait for different turns
                }
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            int me = i;
            ts[i] = new Thread(() -> play(me), "player-" + i);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("turn " + turn);
    }
}
