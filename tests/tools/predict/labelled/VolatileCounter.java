// race-free
/** A volatile counter incremented by two threads: updates can be lost, but
 *  volatile accesses are synchronization actions, not data races. */
public class VolatileCounter {
    static volatile int count;

    public static void main(String[] args) throws Exception {
        Runnable r = () -> {
            for (int i = 0; i < 5; i++)
                count++;
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(count > 0 ? "done" : "?");
    }
}
