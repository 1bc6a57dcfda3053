// race-free
/** Account transfer taking both account locks in a fixed order (by id). */
public class TransferOrdered {
    static class Acct {
        final int id;
        int balance = 100;
        Acct(int id) { this.id = id; }
    }

    static void transfer(Acct from, Acct to, int amount) {
        Acct first = from.id < to.id ? from : to;
        Acct second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Acct a = new Acct(1), b = new Acct(2);
        Thread t1 = new Thread(() -> { for (int i = 0; i < 50; i++) transfer(a, b, 1); });
        Thread t2 = new Thread(() -> { for (int i = 0; i < 50; i++) transfer(b, a, 2); });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(a.balance + b.balance);
    }
}
