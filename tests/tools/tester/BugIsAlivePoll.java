/*
 * BugIsAlivePoll -- BUG (on every schedule): main busy-waits on isAlive() and then asserts
 * something the worker always changed.
 *
 * The point is the search, run with sample=0 (BugIsAlivePoll.opts): main's
 * spin blocks read nothing the read/write sets see (isAlive reads the
 * thread's eetop field; the end is the VM's), so before a thread's start and
 * end counted as writes of its life, main stayed asleep (a sleep set) past
 * the worker's end and the systematic search ended with nothing found.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: x is 2
 */
public class BugIsAlivePoll {
    static volatile int x;
    public static void main(String[] args) {
        Thread t = new Thread(() -> { x = 1; x = 2; }, "worker");
        t.start();
        while (t.isAlive()) { }
        assert x == 1 : "x is " + x;       // always fails after the loop
        System.out.println("x " + x);
    }
}
