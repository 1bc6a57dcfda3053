/** Correct: the interrupt orders the write of data before the handler reads
 *  it (happens-before the RTI does not report; the prediction is not
 *  confirmed by re-execution, so nothing is reported). Only the handler
 *  reads data: a sleep that ran out reads nothing (RaceAfterLongSleep). */
public class OkInterrupt {
    static int data;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(100000);
            } catch (InterruptedException e) {
                System.out.println(data);
                while (!Thread.currentThread().isInterrupted() && data == 0) { }
            }
        });
        t.start();
        data = 5;
        t.interrupt();
        t.join();
    }
}
