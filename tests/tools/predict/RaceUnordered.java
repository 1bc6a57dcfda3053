/** Racy: two threads increment a shared counter with no synchronisation.
 *  The observed run may well print 2; another schedule loses an update. */
public class RaceUnordered {
    static int count;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> count++);
        Thread b = new Thread(() -> count++);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
