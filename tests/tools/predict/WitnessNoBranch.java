/** A data race on data that only the witness of a model with branch events
 *  shows: the writer writes data, then a and b; the reader, when the gate
 *  is open, reads a + b and writes data. For the two writes to meet, the
 *  reader's reads of a and b must come before the writer's writes of them
 *  (0, not the 1 they saw), which no branch of the reader depends on (its
 *  last branch is the gate's test, before them). A model where every read
 *  keeps its value (all but one, k=1) has no schedule for it, and the holds
 *  do not confirm it either: as in WitnessRaceGate, holding the writer after
 *  its write (or keeping it back) leaves the closer and the reader to the
 *  round robin, which shuts the gate first. The witness keeps the closer
 *  back. a and b race too (and are confirmed the same way). */
public class WitnessNoBranch {
    static final Object starting = new Object();
    static int data, a, b;
    static volatile int gate;

    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> {
            data = 42;
            a = 1;
            b = 1;
        });
        Thread opener = new Thread(() -> gate = 1);
        Thread closer = new Thread(() -> {
            synchronized (starting) {
                gate = 2;
            }
        });
        Thread reader = new Thread(() -> {
            if (gate == 1) {
                int s = a + b;
                data = s;
            }
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
