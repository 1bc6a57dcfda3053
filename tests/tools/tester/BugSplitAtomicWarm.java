/*
 * BugSplitAtomicWarm -- BUG: an atomicity violation over two synchronized methods, after a warm-up.
 *
 * An ATM checks the balance (one synchronized method) and then withdraws (a
 * second one). Each method holds the account's monitor, so there is no data
 * race, but the check and the withdrawal are not one atomic step: two ATMs
 * can both see 100 and both withdraw 60.
 *
 * Tester: exactly one failure, main's check after joining both ATMs:
 *   uncaught exception: java.lang.AssertionError: overdrawn: balance -20
 * reachable only when a switch falls between one ATM's check and its
 * withdrawal. A plain run: one ATM withdraws, the other is refused.
 *
 * The warm-up call on another account runs both methods once before the
 * ATMs start, so the failure is not on the first schedule: the search must
 * switch at the return of the synchronized balance(). That release asked
 * for a decision that came only at the thread's next event, so the check
 * and the withdrawal ran as one block and nothing was found.
 */
public class BugSplitAtomicWarm {
    static final class Account {
        private int balance = 100;

        synchronized int balance() {
            return balance;
        }

        synchronized void withdraw(int amount) {
            balance -= amount;
        }
    }

    static void atm(Account acct) {
        if (acct.balance() >= 60)   // check (lock released after it)
            acct.withdraw(60);      // act
    }

    public static void main(String[] args) throws InterruptedException {
        atm(new Account());             // a warm-up on another account (single-threaded, harmless)
        Account acct = new Account();
        Thread a = new Thread(() -> atm(acct), "atm-1");
        Thread b = new Thread(() -> atm(acct), "atm-2");
        a.start();
        b.start();
        a.join();
        b.join();
        int left = acct.balance();
        assert left >= 0 : "overdrawn: balance " + left;
        System.out.println("balance " + left);
    }
}
