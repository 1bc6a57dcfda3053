/** An atomicity violation only a schedule that follows the witness shows:
 *  the buyer reads the balance in one critical section and, unless the order
 *  was cancelled, writes it back in another; the payer empties the account;
 *  the canceller, once the payer is done, cancels the order. Holding the
 *  buyer after its check and letting the payer in is not enough: the
 *  canceller comes next in turn, and the buyer never acts. The witness keeps
 *  the canceller back until the buyer has acted on its stale balance. */
public class WitnessAtomCancel {
    static final Object lock = new Object();
    static int balance = 100;
    static volatile boolean cancelled;

    public static void main(String[] args) throws Exception {
        Thread buyer = new Thread(() -> {
            int b;
            synchronized (lock) {
                b = balance;
            }
            if (!cancelled) {
                synchronized (lock) {
                    balance = b - 10;
                }
            }
        });
        Thread payer = new Thread(() -> {
            synchronized (lock) {
                balance = 0;
            }
        });
        Thread canceller = new Thread(() -> {
            try {
                payer.join();
            } catch (InterruptedException e) {
                return;
            }
            cancelled = true;
        });
        buyer.start();
        payer.start();
        canceller.start();
        buyer.join();
        payer.join();
        canceller.join();
        System.out.println("done");
    }
}
