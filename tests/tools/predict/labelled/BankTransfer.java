// race-free
/** Transfers between accounts lock both accounts in id order; every access
 *  to a balance holds that account's lock. */
public class BankTransfer {
    static class Acct {
        final int id;
        int balance;

        Acct(int id, int balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static void transfer(Acct from, Acct to, int n) {
        Acct first = from.id < to.id ? from : to;
        Acct second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                if (from.balance >= n) {
                    from.balance -= n;
                    to.balance += n;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Acct x = new Acct(1, 100), y = new Acct(2, 100);
        Thread a = new Thread(() -> {
            for (int i = 0; i < 5; i++)
                transfer(x, y, 10);
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < 5; i++)
                transfer(y, x, 7);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (x) {
            synchronized (y) {
                System.out.println("total " + (x.balance + y.balance));
            }
        }
    }
}
