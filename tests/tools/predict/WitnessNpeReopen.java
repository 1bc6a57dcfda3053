/** A null dereference only a schedule that follows the witness shows: the
 *  worker checks the connection outside the lock and uses it inside; the
 *  closer sets it to null; the reopener, once the closer is done, puts a new
 *  one in. Holding the worker after its check and letting the closer in is
 *  not enough: the reopener comes next in turn and the worker finds a
 *  connection again. The witness lets the closer in and keeps the reopener
 *  back until the worker has read the null. */
public class WitnessNpeReopen {
    static final Object lock = new Object();
    static StringBuilder conn = new StringBuilder("open");

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            if (conn != null) {
                synchronized (lock) {
                    conn.append("!");
                }
            }
        });
        Thread closer = new Thread(() -> {
            synchronized (lock) {
                conn = null;
            }
        });
        Thread reopener = new Thread(() -> {
            try {
                closer.join();
            } catch (InterruptedException e) {
                return;
            }
            synchronized (lock) {
                conn = new StringBuilder("again");
            }
        });
        worker.start();
        closer.start();
        reopener.start();
        worker.join();
        closer.join();
        reopener.join();
        System.out.println("done");
    }
}
