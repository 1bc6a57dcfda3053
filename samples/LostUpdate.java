/**
 * Two threads increment a shared counter without a lock. The final count depends
 * on how their read-increment-write steps interleave: an ordinary JVM gives a
 * different answer from run to run, Rivet gives the same answer for the same
 * seed every time.
 */
public class LostUpdate {
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            for (int i = 0; i < 100_000; i++) {
                int v = counter;   // read
                counter = v + 1;   // write: another thread's update may be lost
            }
        };
        Thread a = new Thread(work), b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("counter = " + counter + " (expected 200000)");
    }
}
