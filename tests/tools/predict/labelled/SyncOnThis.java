// race: SyncOnThis.counter
/** Each worker's run() is synchronized, but on its own Runnable, so the
 *  shared static counter has no common lock. */
public class SyncOnThis {
    static int counter;

    static class Worker implements Runnable {
        public synchronized void run() {
            for (int i = 0; i < 3; i++)
                counter++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(new Worker());
        Thread b = new Thread(new Worker());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
