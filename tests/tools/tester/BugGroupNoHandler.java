/** A worker in a ThreadGroup subclass that does not override
 *  uncaughtException: its crash goes to the default report, as with no
 *  group of its own, and is a failure (the tester leaves out only the
 *  crashes a handler the program installed takes). */
public class BugGroupNoHandler {
    public static void main(String[] args) throws Exception {
        ThreadGroup named = new ThreadGroup("named") {
            @Override
            public String toString() {
                return "named group";
            }
        };
        Thread w = new Thread(named, () -> { throw new IllegalStateException("worker crashed"); }, "w");
        w.start();
        w.join();
    }
}
