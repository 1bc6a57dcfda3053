/** Null dereference on a volatile field: volatile orders the accesses but
 *  does not make check-then-use atomic. Observed: the reader first; the
 *  shutdown between its check and its use throws NullPointerException. */
public class NpeVolatile {
    static final class Session {
        final String user;

        Session(String user) {
            this.user = user;
        }
    }

    static volatile Session session = new Session("ann");
    static int seen;

    public static void main(String[] args) throws Exception {
        Thread reader = new Thread(() -> {
            if (session != null)
                seen = session.user.length();
        });
        Thread shutdown = new Thread(() -> session = null);
        reader.start();
        shutdown.start();
        reader.join();
        shutdown.join();
        System.out.println("done");
    }
}
