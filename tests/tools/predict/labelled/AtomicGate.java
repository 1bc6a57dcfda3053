import java.util.concurrent.atomic.AtomicInteger;

// race: AtomicGate.shared
/** An atomic ticket counter lets the first two callers in; both then
 *  update a plain field. */
public class AtomicGate {
    static final AtomicInteger tickets = new AtomicInteger();
    static int shared;

    static void work() {
        if (tickets.incrementAndGet() <= 2)
            shared += 1;
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomicGate::work);
        Thread b = new Thread(AtomicGate::work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
