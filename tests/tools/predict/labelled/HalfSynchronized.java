// race: HalfSynchronized$Account.balance
/** deposit() is synchronized, getBalance() is not: a reader races with the
 *  writer. */
public class HalfSynchronized {
    static class Account {
        private int balance;
        synchronized void deposit(int d) { balance += d; }
        int getBalance() { return balance; }
    }

    public static void main(String[] args) throws Exception {
        Account acct = new Account();
        int[] seen = new int[1];
        Thread w = new Thread(() -> { for (int i = 0; i < 10; i++) acct.deposit(1); });
        Thread r = new Thread(() -> seen[0] = acct.getBalance());
        w.start();
        r.start();
        w.join();
        r.join();
        System.out.println("done");
    }
}
