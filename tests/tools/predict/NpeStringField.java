/** Null dereference on a String field: a user name cleared by a logout
 *  while another thread checks it and then calls length(). */
public class NpeStringField {
    static class Session {
        String user = "ann";
    }

    static final Session session = new Session();
    static int len;

    public static void main(String[] args) throws Exception {
        Thread greeter = new Thread(() -> {
            if (session.user != null)
                len = session.user.length();
        });
        Thread logout = new Thread(() -> session.user = null);
        greeter.start();
        logout.start();
        greeter.join();
        logout.join();
        System.out.println("logged out");
    }
}
