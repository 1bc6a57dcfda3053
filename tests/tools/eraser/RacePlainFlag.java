/** Racy: main publishes a result through a plain (not volatile) flag that the
 *  worker polls. The worker's read of result comes after main's write with
 *  nothing ordering them and no lock: a race even though nobody writes the
 *  variable again (Eraser's Exclusive state used to become Shared on that
 *  read, and only a later write was reported). */
public class RacePlainFlag {
    static int result;
    static boolean done;    // BUG: not volatile
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            while (!done)
                Thread.yield();
            System.out.println("result " + result);
        });
        w.start();
        result = 42;
        done = true;
        w.join();
    }
}
