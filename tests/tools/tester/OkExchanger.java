/*
 * OkExchanger -- CORRECT: BugExchanger's twin: each side writes only the buffer it got
 * back; two exchanges.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.Exchanger;
public class OkExchanger {
    static final Exchanger<int[]> ex = new Exchanger<>();
    static void producer() {
        try {
            int[] buf = { 1 };
            buf = ex.exchange(buf);
            buf[0] = 2;                         // the buffer it got back is its own
            buf = ex.exchange(buf);
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    static void consumer() {
        try {
            int[] got = ex.exchange(new int[1]);
            assert got[0] == 1 : "consumer saw " + got[0];
            got = ex.exchange(got);
            assert got[0] == 2 : "second exchange saw " + got[0];
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread p = new Thread(OkExchanger::producer, "producer");
        Thread c = new Thread(OkExchanger::consumer, "consumer");
        p.start(); c.start(); p.join(); c.join();
        System.out.println("done");
    }
}
