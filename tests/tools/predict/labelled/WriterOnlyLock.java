// race: WriterOnlyLock.config
/** Only the writer takes the lock; the reader (which sleeps first) reads the
 *  configuration without it. */
public class WriterOnlyLock {
    static final Object lock = new Object();
    static String config = "v1";

    public static void main(String[] args) throws Exception {
        int[] len = new int[1];
        Thread updater = new Thread(() -> {
            synchronized (lock) {
                config = "v2";
            }
        });
        Thread reader = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
            }
            len[0] = config.length();
        });
        updater.start();
        reader.start();
        updater.join();
        reader.join();
        System.out.println(len[0]);
    }
}
