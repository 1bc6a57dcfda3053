/** Racy, in a schedule where main is slower than a long sleep: the
 *  interrupt orders the write of data before the handler reads it (line
 *  11; happens-before the RTI does not report, so that prediction is not
 *  confirmed by re-execution), but once the sleep has run out the loop
 *  reads data (line 13) with nothing ordering main's write. The
 *  confirming run holds main after its write and ends the sleep early, as
 *  the VM clock would with nothing else to run. OkInterrupt is the
 *  correct twin. */
public class RaceAfterLongSleep {
    static int data;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(100000);
            } catch (InterruptedException e) {
                System.out.println(data);
            }
            while (!Thread.currentThread().isInterrupted() && data == 0) { }
        });
        t.start();
        data = 5;
        t.interrupt();
        t.join();
    }
}
