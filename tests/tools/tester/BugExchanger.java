/*
 * BugExchanger -- BUG: a thread keeps writing a buffer it handed over through an Exchanger.
 *
 * The producer exchanges its buffer and then writes into it; the consumer,
 * which now owns it, reads it. The write may come before the consumer's read.
 *
 * Tester: the consumer's assertion:
 *   uncaught exception: java.lang.AssertionError: consumer saw 2
 */
import java.util.concurrent.Exchanger;
public class BugExchanger {
    static final Exchanger<int[]> ex = new Exchanger<>();
    static void producer() {
        try {
            int[] buf = new int[] { 1 };
            ex.exchange(buf);
            buf[0] = 2;                         // BUG: writes the buffer it gave away
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    static void consumer() {
        try {
            int[] got = ex.exchange(new int[1]);
            int first = got[0];
            int again = got[0];
            assert first == 1 : "consumer saw " + first;
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread p = new Thread(BugExchanger::producer, "producer");
        Thread c = new Thread(BugExchanger::consumer, "consumer");
        p.start(); c.start(); p.join(); c.join();
        System.out.println("done");
    }
}
