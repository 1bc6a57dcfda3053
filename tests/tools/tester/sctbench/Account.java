import java.util.concurrent.locks.ReentrantLock;

/*
 * Account -- BUG (SCTBench CS account_bad). A deposit thread adds y to the
 * balance and a withdraw thread takes z away, each under the one lock; a
 * checker thread, also under the lock, asserts the balance once both are
 * done, but against the wrong formula ((x - y) - z instead of x + y - z).
 * The checker must run after both others: it is started first, so a plain
 * scheduler runs it first and sees nothing. Threads: 3 (+ main, which does
 * not join, as in the original).
 */
public class Account {
    static final ReentrantLock m = new ReentrantLock();
    static int x, y, z, balance;
    static boolean depositDone, withdrawDone;

    public static void main(String[] args) {
        x = 1;
        y = 2;
        z = 4;
        balance = x;
        Thread check = new Thread(() -> {
            m.lock();
            try {
                if (depositDone && withdrawDone)
                    assert balance == (x - y) - z : "balance " + balance + " after deposit and withdrawal";
            } finally {
                m.unlock();
            }
        }, "check_result");
        Thread deposit = new Thread(() -> {
            m.lock();
            try {
                balance = balance + y;
                depositDone = true;
            } finally {
                m.unlock();
            }
        }, "deposit");
        Thread withdraw = new Thread(() -> {
            m.lock();
            try {
                balance = balance - z;
                withdrawDone = true;
            } finally {
                m.unlock();
            }
        }, "withdraw");
        check.start();
        deposit.start();
        withdraw.start();
    }
}
