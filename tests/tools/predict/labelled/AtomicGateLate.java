import java.util.concurrent.atomic.AtomicInteger;

// race: AtomicGateLate.shared
/** An atomic ticket counter lets the first two callers in; both then update
 *  a plain field. The second caller comes late, so in the observed run its
 *  increment reads the first one's. */
public class AtomicGateLate {
    static final AtomicInteger tickets = new AtomicInteger();
    static int shared;

    static void work() {
        if (tickets.incrementAndGet() <= 2)
            shared += 1;
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomicGateLate::work);
        Thread b = new Thread(() -> {
            try { Thread.sleep(50); } catch (InterruptedException e) { }
            work();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
