/** Atomicity violation with synchronized getter and setter: an account's
 *  getBalance() and setBalance() are each synchronized, and a deposit is
 *  "set(get() + amount)": the read and the write are two critical sections
 *  of one call, and another deposit between them is lost. Observed: the
 *  two deposits one after the other. */
public class AtomTwoSyncCalls {
    static class Account {
        private int balance;

        synchronized int getBalance() {
            return balance;
        }

        synchronized void setBalance(int b) {
            balance = b;
        }
    }

    static final Account acct = new Account();

    static void deposit(int amount) {
        int b = acct.getBalance();
        acct.setBalance(b + amount);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> deposit(10));
        Thread b = new Thread(() -> deposit(20));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(acct.getBalance() > 0 ? "deposited" : "?"); // 10, 20 or 30
    }
}
