import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A worker polls a queue and is to stop when interrupted, but
 *  Thread.interrupted() clears the flag its next check looks for, so it
 *  never stops, and main's join(2000) times out on every real run. Its
 *  loop is four blocks (each volatile read ends one: interrupted(),
 *  isInterrupted(), the queue's count, the yield); spins of up to three
 *  were set aside, so the join never timed out under the tester (hunt 14
 *  F1). */
public class BugInterruptCleared {
    static final BlockingQueue<Integer> q = new LinkedBlockingQueue<>();
    static volatile boolean quit;
    static volatile int handled;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            while (!quit) {
                if (Thread.interrupted())
                    System.out.println("stopping");
                if (Thread.currentThread().isInterrupted())
                    return; // never true: interrupted() cleared it
                Integer x = q.poll();
                if (x != null)
                    handled += x;
                else
                    Thread.yield();
            }
        }, "worker");
        worker.start();
        q.put(1);
        worker.interrupt();
        worker.join(2000);
        boolean alive = worker.isAlive();
        quit = true;
        worker.join();
        assert !alive : "worker ignored the interrupt";
    }
}
