/** Racy: a class initialiser updates a plain static of another class, which
 *  another thread updates under no lock. Writes of an initialiser to its own
 *  class's statics are ordered before every use of the class (JLS 12.4.2);
 *  these are not (before, predict skipped every access made in any
 *  initialiser and said nothing). */
public class RaceClinitOtherStatic {
    static int registered;

    static class Plugin {
        static final String NAME;

        static {
            int r = registered;
            NAME = "p" + r;
            registered = r + 1;
        }
    }

    public static void main(String[] a) throws Exception {
        Thread t1 = new Thread(() -> System.out.println(Plugin.NAME.length()));
        Thread t2 = new Thread(() -> {
            int r = registered;
            registered = r + 1;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
