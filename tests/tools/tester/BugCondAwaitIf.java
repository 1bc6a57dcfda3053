/*
 * BugCondAwaitIf -- BUG: Condition.await guarded by `if` instead of `while`.
 *
 * Two takers wait for an item; the putter adds one and signals all, then adds
 * another. A taker woken by the first signalAll can find the store emptied
 * by the other taker.
 *
 * Tester: a taker's assertion:
 *   uncaught exception: java.lang.AssertionError: took from an empty store
 */
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
public class BugCondAwaitIf {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition nonEmpty = lock.newCondition();
    static int items;
    static void take() {
        lock.lock();
        try {
            if (items == 0) nonEmpty.awaitUninterruptibly();   // BUG: if, not while
            items--;
            assert items >= 0 : "took from an empty store";
        } finally { lock.unlock(); }
    }
    static void put() {
        lock.lock();
        try { items++; nonEmpty.signalAll(); } finally { lock.unlock(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread c1 = new Thread(BugCondAwaitIf::take, "taker-1");
        Thread c2 = new Thread(BugCondAwaitIf::take, "taker-2");
        Thread p = new Thread(() -> { put(); put(); }, "putter");
        c1.start(); c2.start(); p.start(); c1.join(); c2.join(); p.join();
        System.out.println("items " + items);
    }
}
