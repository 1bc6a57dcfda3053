/** Correct: the connection is read once into a local, which is checked and
 *  used; closing at any time is harmless (a null read is never used). The
 *  analysis predicts a null dereference from the field's read and the null
 *  write; the confirming run shows no NullPointerException, so nothing is
 *  reported. */
public class OkNpeLocalCopy {
    static final class Conn {
        int sent;

        void send() {
            sent++;
        }
    }

    static Conn conn = new Conn();
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        Thread user = new Thread(() -> {
            Conn c;
            synchronized (lock) {
                c = conn;
            }
            if (c != null)
                c.send();
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
