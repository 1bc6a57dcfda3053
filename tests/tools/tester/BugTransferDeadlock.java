/*
 * BugTransferDeadlock -- BUG: Account.transferTo is synchronized and calls the
 * other account's synchronized deposit(): two opposite transfers each hold
 * their own account and wait for the other's (a lock cycle reached through
 * method calls, not nested synchronized blocks).
 *
 * Tester: exactly one failure:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 * (the site where deposit is entered inside transferTo is learned as a lock
 * nesting site).
 */
public class BugTransferDeadlock {
    static final class Account {
        private int balance;
        Account(int b) { balance = b; }
        synchronized void deposit(int n) { balance += n; }
        synchronized int balance() { return balance; }
        synchronized void transferTo(Account other, int n) {
            balance -= n;
            other.deposit(n);
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(100), b = new Account(100);
        Thread t1 = new Thread(() -> a.transferTo(b, 10), "a-to-b");
        Thread t2 = new Thread(() -> b.transferTo(a, 20), "b-to-a");
        t1.start(); t2.start();
        t1.join(); t2.join();
        System.out.println("total " + (a.balance() + b.balance()));
    }
}
