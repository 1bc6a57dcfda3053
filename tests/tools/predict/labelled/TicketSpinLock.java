import java.util.concurrent.atomic.AtomicInteger;

// race-free
/** A ticket lock: take a ticket with getAndIncrement, wait until the
 *  serving counter shows it, serve the next with incrementAndGet. */
public class TicketSpinLock {
    static final AtomicInteger next = new AtomicInteger(), serving = new AtomicInteger();
    static int shared;

    static void work() {
        for (int i = 0; i < 5; i++) {
            int my = next.getAndIncrement();
            while (serving.get() != my) Thread.yield();
            shared += 1;
            serving.incrementAndGet();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(TicketSpinLock::work), b = new Thread(TicketSpinLock::work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(shared);
    }
}
