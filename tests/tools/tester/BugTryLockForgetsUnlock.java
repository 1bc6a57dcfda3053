import java.util.concurrent.locks.ReentrantLock;

/*
 * BugTryLockForgetsUnlock -- two transfers between two accounts, each
 * taking both accounts' ReentrantLocks with tryLock and backing off when
 * the second is taken. The back-off forgets to give the first lock back:
 * once each thread holds one lock, each keeps taking its own lock again
 * (a hold count that only grows), fails to take the other's, and yields,
 * for ever.
 *
 * The hold count written at every turn used to wake the other thread's
 * spin, which read it, so the two never showed as spinning; every schedule
 * that reached the livelock ran to maxDepth and the search ended at its
 * time limit with nothing found (hunt 12 F1). A count its owner moves
 * while it keeps the lock is taken as a read now: no other thread can tell.
 * OkTryLockBackoff is the correct twin.
 *
 * Tester: the livelock.
 */
public class BugTryLockForgetsUnlock {
    static final class Account {
        final ReentrantLock lock = new ReentrantLock();
        int balance = 100;
    }

    static void transfer(Account from, Account to, int amount) {
        while (true) {
            if (from.lock.tryLock()) {
                if (to.lock.tryLock()) {
                    try {
                        from.balance -= amount;
                        to.balance += amount;
                        return;
                    } finally {
                        to.lock.unlock();
                        from.lock.unlock();
                    }
                }
                // the bug: from.lock.unlock() is missing here
            }
            Thread.yield();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(), b = new Account();
        Thread t1 = new Thread(() -> transfer(a, b, 10), "t1");
        Thread t2 = new Thread(() -> transfer(b, a, 20), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a.balance + " " + b.balance);
    }
}
