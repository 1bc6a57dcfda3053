/** Racy: both threads print (System.out's lock is the JDK's own, not an
 *  order the program relies on) and update an unguarded total. */
public class RacePrinting {
    static int total;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            total += 1;
            System.out.println("tick");
        });
        Thread b = new Thread(() -> {
            System.out.println("tick");
            total += 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(total > 0 ? "counted" : "?"); // 3, or 1 or 2 with an update lost
    }
}
