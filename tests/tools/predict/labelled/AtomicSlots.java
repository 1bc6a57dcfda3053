import java.util.concurrent.atomic.AtomicInteger;

// race: AtomicSlots.slots[0]
/** Three threads take a slot index from an atomic counter modulo 2: the
 *  first and the third share slot 0. */
public class AtomicSlots {
    static final AtomicInteger next = new AtomicInteger();
    static final int[] slots = new int[2];

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(() -> {
                int k = next.getAndIncrement() % 2;
                slots[k] += 1;
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(slots[0] + slots[1] > 0 ? "done" : "?");
    }
}
