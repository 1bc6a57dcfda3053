/** Correct: a volatile stop flag, and data published through a volatile ready flag. */
public class OkVolatile {
    static volatile boolean stop;
    static volatile boolean ready;
    static int payload;
    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> { long n = 0; while (!stop) n++; });
        Thread reader = new Thread(() -> { while (!ready) Thread.onSpinWait(); System.out.println("payload " + payload); });
        spinner.start();
        reader.start();
        payload = 42;
        ready = true;
        Thread.sleep(5);
        stop = true;
        spinner.join();
        reader.join();
    }
}
