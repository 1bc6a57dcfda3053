/** A data race only a schedule that follows the witness shows: the reader
 *  reads the data only while the gate is open; the opener opens it, the
 *  closer, once the opener is done, closes it. In the observed run the
 *  closer waits for the lock main holds while it starts the threads, and
 *  the reader gets through the open gate. Holding the writer after its
 *  write (or keeping it back) leaves the others to the round robin, which
 *  runs the closer before the reader: the gate is shut and the reader never
 *  reads. The witness keeps the closer back (it takes no step in the model). */
public class WitnessRaceGate {
    static final Object starting = new Object();
    static int data;
    static volatile int gate;

    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> data = 42);
        Thread opener = new Thread(() -> gate = 1);
        Thread closer = new Thread(() -> {
            synchronized (starting) {
                gate = 2;
            }
        });
        Thread reader = new Thread(() -> {
            if (gate == 1 && data == 0)
                System.out.print("");
        });
        synchronized (starting) {
            writer.start();
            opener.start();
            closer.start();
            reader.start();
        }
        writer.join();
        opener.join();
        closer.join();
        reader.join();
        System.out.println("done");
    }
}
