/*
 * BugVolatileIncrement -- BUG: count++ on a volatile field is a read and a
 * write, not one atomic step: two increments can make one.
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.AssertionError: lost increment: count = 1
 * Eraser: nothing (volatile accesses are not data races).
 */
public class BugVolatileIncrement {
    static volatile int count;
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> count++, "a"), b = new Thread(() -> count++, "b");
        a.start(); b.start(); a.join(); b.join();
        assert count == 2 : "lost increment: count = " + count;
        System.out.println("count " + count);
    }
}
