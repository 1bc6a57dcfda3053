/*
 * BugTellerArray -- BUG: a lock-order deadlock between two tellers.
 *
 * The accounts live in a static array, each with its own lock object. Each
 * teller (a Thread subclass holding its two accounts in fields) takes the
 * lock of the account it pays from, then that of the account it pays to;
 * the tellers pay in opposite directions. If each has taken its first lock
 * before either takes its second, each waits for the lock the other holds.
 *
 * Tester: exactly one failure:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 * The report names each lock by where the program keeps it: through the
 * static array (BugTellerArray.accounts[0].lock), the shortest way from a
 * static field, though each teller holds its accounts in fields too.
 */
public class BugTellerArray {
    static final class Account {
        final Object lock = new Object();
        int balance = 100;
    }

    static final Account[] accounts = {new Account(), new Account()};

    static final class Teller extends Thread {
        final Account from, to;

        Teller(String name, Account from, Account to) {
            super(name);
            this.from = from;
            this.to = to;
        }

        @Override
        public void run() {
            synchronized (from.lock) {
                synchronized (to.lock) {
                    from.balance -= 10;
                    to.balance += 10;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Teller a = new Teller("pays-1", accounts[0], accounts[1]);
        Teller b = new Teller("pays-0", accounts[1], accounts[0]);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(accounts[0].balance + accounts[1].balance);
    }
}
