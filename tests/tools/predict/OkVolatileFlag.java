/** Correct: the payload is published through a volatile flag. */
public class OkVolatileFlag {
    static int payload;
    static volatile boolean ready;

    public static void main(String[] args) throws Exception {
        Thread consumer = new Thread(() -> {
            while (!ready)
                Thread.yield();
            System.out.println(payload);
        });
        consumer.start();
        payload = 42;
        ready = true;
        consumer.join();
    }
}
