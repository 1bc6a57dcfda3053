/*
 * OkPollThreadState -- correct: main waits for a sleeper to be asleep
 * (`while (t.getState() != TIMED_WAITING) Thread.sleep(1);`) and interrupts
 * it, then for a waiter to wait (`getState() != WAITING`, with yields) and
 * notifies it. A common way for tests to line threads up.
 *
 * Tester: nothing. Before, main's poll was set aside as a spinner that
 * nothing it read would change (the VM changes a thread's state without a
 * field write), the sleeper's 100 s sleep then timed out as if no other
 * thread could run, the sleeper ended, and main's poll was reported as a
 * livelock; a sleep of 10 s or more is now a guard, which times out only
 * when nothing else can run, and a thread's block that ends with it asleep,
 * waiting or blocked changes what getState() says.
 */
public class OkPollThreadState {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(100_000);
                throw new AssertionError("slept 100 s uninterrupted");
            } catch (InterruptedException expected) {
            }
        }, "sleeper");
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING)
            Thread.sleep(1);
        sleeper.interrupt();
        sleeper.join();

        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }, "waiter");
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING)
            Thread.yield();
        synchronized (lock) {
            go = true;
            lock.notify();
        }
        waiter.join();
        System.out.println("done");
    }
}
