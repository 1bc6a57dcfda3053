/*
 * OkLongAdder -- CORRECT: three threads add to a LongAdder.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.atomic.LongAdder;
public class OkLongAdder {
    static final LongAdder adder = new LongAdder();
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> { adder.increment(); adder.add(2); }, "adder-" + i);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert adder.sum() == 9 : "sum " + adder.sum();
        System.out.println("sum " + adder.sum());
    }
}
