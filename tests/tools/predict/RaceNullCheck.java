/** Racy null dereference: the worker checks the connection outside the lock
 *  and uses it inside; the closer sets it to null under the lock. Observed:
 *  the worker runs first and is fine; closing first between the check and
 *  the use throws NullPointerException. */
public class RaceNullCheck {
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
        worker.start();
        closer.start();
        worker.join();
        closer.join();
        System.out.println("closed");
    }
}
