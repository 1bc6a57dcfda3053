// race: Account.balance
/** Bank account (the "account" benchmark): deposit is synchronized, withdraw
 *  forgot to be, so a withdrawal races with a concurrent deposit. */
public class Account {
    private int balance;

    synchronized void deposit(int n) {
        balance += n;
    }

    void withdraw(int n) {
        if (balance >= n)
            balance -= n;
    }

    public static void main(String[] args) throws Exception {
        Account acc = new Account();
        acc.deposit(100);
        Thread a = new Thread(() -> {
            for (int i = 0; i < 5; i++)
                acc.deposit(10);
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < 5; i++)
                acc.withdraw(10);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
