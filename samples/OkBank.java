/**
 * OkBank -- CORRECT (for Eraser): consistent locking.
 *
 * Every read and write of a balance holds that account's monitor. A transfer
 * locks both accounts, always in the order of their ids, so two transfers in
 * opposite directions cannot deadlock (compare Deadlock.java). The total is
 * conserved on every schedule.
 *
 * Eraser: nothing, on every seed. Tester (later): no assertion failure, no
 * deadlock.
 */
public class OkBank {
    static final class Account {
        final int id;
        private int balance;

        Account(int id, int balance) { this.id = id; this.balance = balance; }

        synchronized int balance() { return balance; }
    }

    static void transfer(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to;
        Account second = first == from ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(1, 500), b = new Account(2, 500);
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < 200; i++)
                transfer(a, b, 2);
        }, "a-to-b");
        Thread t2 = new Thread(() -> {
            for (int i = 0; i < 200; i++)
                transfer(b, a, 1);
        }, "b-to-a");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        int total = a.balance() + b.balance();
        assert total == 1000 : "total changed to " + total;
        System.out.println("a " + a.balance() + ", b " + b.balance() + ", total " + total);
    }
}
