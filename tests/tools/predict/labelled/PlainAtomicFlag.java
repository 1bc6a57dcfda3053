// race: PlainAtomicFlag.data
import java.util.concurrent.atomic.AtomicInteger;

/** Racy: the writer publishes data through an AtomicInteger flag, but with
 *  setPlain and the reader polls it with getPlain. Plain mode orders nothing
 *  (as if the field were not volatile): the reader's read of data races with
 *  the writer's write. The tools used to take any access of the atomic's
 *  volatile field as synchronisation, whatever its mode. */
public class PlainAtomicFlag {
    static int data;
    static final AtomicInteger flag = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            data = 42;
            flag.setPlain(1);
        }, "writer");
        Thread r = new Thread(() -> {
            while (flag.getPlain() == 0)
                Thread.yield();
            if (data != 42)
                System.out.println("stale");
        }, "reader");
        r.start();
        w.start();
        w.join();
        r.join();
        System.out.println("done");
    }
}
