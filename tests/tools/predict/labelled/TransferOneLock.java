// race: TransferOneLock$Acct.balance
/** Account transfer that locks only the source account: two opposite
 *  transfers update the same balance under different locks. */
public class TransferOneLock {
    static class Acct {
        int balance = 100;
    }

    static void transfer(Acct from, Acct to, int amount) {
        synchronized (from) {
            from.balance -= amount;
            to.balance += amount;
        }
    }

    public static void main(String[] args) throws Exception {
        Acct a = new Acct(), b = new Acct();
        Thread t1 = new Thread(() -> transfer(a, b, 10));
        Thread t2 = new Thread(() -> transfer(b, a, 20));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
