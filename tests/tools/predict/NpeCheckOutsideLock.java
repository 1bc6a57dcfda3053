/** Null dereference: the user checks the connection under the lock and uses
 *  it after leaving; the closer sets it to null under the lock. Observed:
 *  the user first, fine; the close between check and use throws
 *  NullPointerException. */
public class NpeCheckOutsideLock {
    static class Conn {
        int sent;

        void send() {
            sent++;
        }
    }

    static final Object lock = new Object();
    static Conn conn = new Conn();

    public static void main(String[] args) throws Exception {
        Thread user = new Thread(() -> {
            synchronized (lock) {
                if (conn == null)
                    return;
            }
            conn.send();
        });
        Thread closer = new Thread(() -> {
            synchronized (lock) {
                conn = null;
            }
        });
        user.start();
        closer.start();
        user.join();
        closer.join();
        System.out.println("done");
    }
}
