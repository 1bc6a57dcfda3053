// race: FlagLoop.stop
/** A worker polls a plain stop flag (bounded, so it always ends) that main
 *  sets. */
public class FlagLoop {
    static boolean stop;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            int n = 0;
            for (int i = 0; i < 1000 && !stop; i++) n += i;
            if (n < 0) System.out.println("?");
        });
        worker.start();
        stop = true;
        worker.join();
        System.out.println("done");
    }
}
