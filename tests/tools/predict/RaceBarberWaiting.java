import java.util.concurrent.Semaphore;

/** Racy: the sleeping barber with the customers' check of the waiting
 *  count outside the mutex. The first race the run shows (the barber's
 *  decrement against the first customer's increment) cannot happen: the
 *  semaphore hand-off orders them, which the prediction leaves to
 *  re-execution. The real one, a customer's increment against the other
 *  customer's or the barber's, is on the same variable and the same two
 *  lines: it must still be tried and confirmed (hunt 11 F5). */
public class RaceBarberWaiting {
    static int waiting;
    static final Semaphore customers = new Semaphore(0), ready = new Semaphore(0), mutex = new Semaphore(1);

    static void visit() throws InterruptedException {
        if (waiting < 1) {
            waiting++;
            customers.release();
            ready.acquire();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread barber = new Thread(() -> {
            try {
                while (true) {
                    customers.acquire();
                    mutex.acquire();
                    waiting--;
                    ready.release();
                    mutex.release();
                }
            } catch (InterruptedException e) {
            }
        }, "barber");
        barber.setDaemon(true);
        Runnable customer = () -> {
            try {
                visit();
            } catch (InterruptedException e) {
            }
        };
        Thread c0 = new Thread(customer, "c0"), c1 = new Thread(customer, "c1");
        barber.start();
        c0.start();
        c1.start();
        c0.join();
        c1.join();
        System.out.println("done");
    }
}
