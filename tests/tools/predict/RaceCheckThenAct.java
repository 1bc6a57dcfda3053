/** Racy check-then-act: the check reads the balance outside the lock, the
 *  act updates it inside. In the observed run the first withdrawal is done
 *  before the second checks; in another both pass the check and the balance
 *  goes negative. */
public class RaceCheckThenAct {
    static final Object lock = new Object();
    static int balance = 100;

    static void withdraw(int amount) {
        if (balance >= amount) {
            synchronized (lock) {
                balance -= amount;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> withdraw(80));
        Thread b = new Thread(() -> withdraw(80));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(balance >= 0 ? "ok" : "negative");
    }
}
