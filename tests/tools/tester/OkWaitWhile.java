/*
 * OkWaitWhile -- CORRECT: BugWaitIf's twin: wait() in a while loop; two consumers, one
 * producer, notifyAll.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.ArrayDeque;
public class OkWaitWhile {
    static final ArrayDeque<Integer> q = new ArrayDeque<>();
    static int taken;
    static void consume() {
        try {
            synchronized (q) {
                while (q.isEmpty())
                    q.wait();
                q.remove();
                taken++;
            }
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    static void produce() {
        for (int i = 0; i < 2; i++) {
            synchronized (q) { q.add(i); q.notifyAll(); }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread c1 = new Thread(OkWaitWhile::consume, "consumer-1");
        Thread c2 = new Thread(OkWaitWhile::consume, "consumer-2");
        Thread p = new Thread(OkWaitWhile::produce, "producer");
        c1.start(); c2.start(); p.start();
        c1.join(); c2.join(); p.join();
        System.out.println("taken: " + taken);
    }
}
