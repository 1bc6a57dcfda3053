// race: NotifyEarly.data
/** A wait/notify hand-off where the producer writes the data after leaving
 *  the synchronized block that set the flag and notified. */
public class NotifyEarly {
    static final Object lock = new Object();
    static boolean ready;
    static int data;

    public static void main(String[] args) throws Exception {
        int[] got = new int[1];
        Thread consumer = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            got[0] = data;
        });
        Thread producer = new Thread(() -> {
            synchronized (lock) {
                ready = true;
                lock.notifyAll();
            }
            data = 99;
        });
        consumer.start();
        producer.start();
        consumer.join();
        producer.join();
        System.out.println("done");
    }
}
