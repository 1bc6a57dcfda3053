import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** A check before a Condition's await and an act after it (hunt 6): each
 *  consumer polls once, awaiting only if the queue is empty (an `if`, not a
 *  `while`), so a consumer woken by signalAll may find the queue emptied by
 *  the other and poll null (and lose its turn). The causal model's witness has the two
 *  consumers await, main add and signal, and the second to await take the
 *  lock back first; but a lock's queue is FIFO, so the first to await is
 *  woken first and the witness cannot be followed as it is. The two
 *  consumers ran the same code the same way, so they trade places in it,
 *  and the confirming run shows the violation. Holding a consumer after its
 *  check (nowitness) does not: main fills the queue first. */
public class WitnessAwaitTrade {
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition notEmpty = lock.newCondition();
    static int total;

    public static void main(String[] args) throws Exception {
        Runnable consumer = () -> {
            lock.lock();
            try {
                if (queue.isEmpty())
                    notEmpty.await();
                Integer v = queue.poll(); /* null when the other consumer took it */
                if (v != null)
                    total += v;
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
        };
        Thread c1 = new Thread(consumer, "c1"), c2 = new Thread(consumer, "c2");
        c1.start();
        c2.start();
        for (int i = 1; i <= 2; i++) {
            lock.lock();
            try {
                queue.add(i);
                notEmpty.signalAll();
            } finally {
                lock.unlock();
            }
        }
        c1.join();
        c2.join();
        System.out.println("consumers done"); /* (total depends on the schedule) */
    }
}
