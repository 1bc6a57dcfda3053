/*
 * BugWaitIf -- BUG: wait() guarded by `if` instead of `while`, with two consumers.
 *
 * Both consumers wait for an item; the producer adds one and calls
 * notifyAll(). Both wake; the first takes the item, the second does not test
 * again and removes from an empty queue.
 *
 * Tester: the second consumer's exception:
 *   uncaught exception: java.util.NoSuchElementException
 */
import java.util.ArrayDeque;
public class BugWaitIf {
    static final ArrayDeque<Integer> q = new ArrayDeque<>();
    static void consume() {
        try {
            synchronized (q) {
                if (q.isEmpty())          // BUG: if, not while
                    q.wait();
                q.remove();
            }
        } catch (InterruptedException e) { throw new IllegalStateException(e); }
    }
    static void produce() {
        for (int i = 0; i < 2; i++) {
            synchronized (q) { q.add(i); q.notifyAll(); }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread c1 = new Thread(BugWaitIf::consume, "consumer-1");
        Thread c2 = new Thread(BugWaitIf::consume, "consumer-2");
        Thread p = new Thread(BugWaitIf::produce, "producer");
        c1.start(); c2.start(); p.start();
        c1.join(); c2.join(); p.join();
        System.out.println("left: " + q.size());
    }
}
