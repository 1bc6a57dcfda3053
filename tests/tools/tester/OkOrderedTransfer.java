/*
 * OkOrderedTransfer -- CORRECT: transfers between two accounts take both monitors in the order
 * of the accounts' ids, so opposite transfers cannot deadlock; main reads
 * the total under both locks.
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
public class OkOrderedTransfer {
    static final class Account {
        final int id; int balance;
        Account(int id, int b) { this.id = id; balance = b; }
    }
    static void transfer(Account from, Account to, int n) {
        Account first = from.id < to.id ? from : to, second = first == from ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= n;
                to.balance += n;
            }
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(1, 100), b = new Account(2, 100);
        Thread t1 = new Thread(() -> transfer(a, b, 10), "a-to-b");
        Thread t2 = new Thread(() -> transfer(b, a, 20), "b-to-a");
        t1.start(); t2.start(); t1.join(); t2.join();
        int total;
        synchronized (a) { synchronized (b) { total = a.balance + b.balance; } }
        assert total == 200 : "total " + total;
        System.out.println("total " + total + " a " + a.balance);
    }
}
