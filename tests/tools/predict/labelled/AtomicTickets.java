import java.util.concurrent.atomic.AtomicInteger;

// race-free
/** Each thread takes a distinct slot from an atomic counter; main reads
 *  the slots after joining. */
public class AtomicTickets {
    static final AtomicInteger next = new AtomicInteger();
    static final int[] slots = new int[3];

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(() -> {
                int k = next.getAndIncrement();
                slots[k] += k + 1;
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(slots[0] + slots[1] + slots[2]);
    }
}
