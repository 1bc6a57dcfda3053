import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// race-free
/** A one-slot mailbox with a ReentrantLock and a Condition; the slot and the
 *  flag are only touched under the lock. */
public class ConditionHandoff {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition changed = lock.newCondition();
    static boolean full;
    static int slot;

    static void send(int v) throws InterruptedException {
        lock.lock();
        try {
            while (full)
                changed.await();
            slot = v;
            full = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    static int receive() throws InterruptedException {
        lock.lock();
        try {
            while (!full)
                changed.await();
            full = false;
            changed.signalAll();
            return slot;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        int[] sum = new int[1];
        Thread s = new Thread(() -> {
            try {
                for (int i = 1; i <= 5; i++)
                    send(i);
            } catch (InterruptedException e) {
            }
        });
        Thread r = new Thread(() -> {
            try {
                for (int i = 0; i < 5; i++)
                    sum[0] += receive();
            } catch (InterruptedException e) {
            }
        });
        s.start();
        r.start();
        s.join();
        r.join();
        System.out.println(sum[0]);
    }
}
