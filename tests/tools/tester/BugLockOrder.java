/*
 * BugLockOrder -- BUG: a lock-order deadlock through two ReentrantLocks.
 *
 * An order takes the inventory lock, then the billing lock; a refund takes
 * them the other way round. If each thread has taken its first lock before
 * either takes its second, each waits for the lock the other holds.
 *
 * Tester: exactly one failure, the cycle between the two threads (each in
 * its inner lock() call):
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 * A plain run: the order is done before the refund starts.
 */
import java.util.concurrent.locks.ReentrantLock;

public class BugLockOrder {
    static final ReentrantLock inventory = new ReentrantLock();
    static final ReentrantLock billing = new ReentrantLock();
    static int stock = 10, invoiced;

    static void order() {
        inventory.lock();
        try {
            billing.lock();
            try {
                stock--;
                invoiced++;
            } finally {
                billing.unlock();
            }
        } finally {
            inventory.unlock();
        }
    }

    static void refund() {
        billing.lock();
        try {
            inventory.lock();   // BUG: the opposite order from order()
            try {
                stock++;
                invoiced--;
            } finally {
                inventory.unlock();
            }
        } finally {
            billing.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugLockOrder::order, "order");
        Thread b = new Thread(BugLockOrder::refund, "refund");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("stock " + stock + ", invoiced " + invoiced);
    }
}
