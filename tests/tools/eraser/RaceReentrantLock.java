import java.util.concurrent.locks.ReentrantLock;

/** Racy: a ReentrantLock protects balance in deposit() but withdraw() forgets it. */
public class RaceReentrantLock {
    private final ReentrantLock lock = new ReentrantLock();
    private int balance;
    private int audited;

    void deposit(int n) {
        lock.lock();
        try { balance += n; audited++; } finally { lock.unlock(); }
    }
    void withdraw(int n) { balance -= n; }
    void audit() {
        lock.lock();
        try { audited++; } finally { lock.unlock(); }
    }

    public static void main(String[] args) throws Exception {
        RaceReentrantLock acct = new RaceReentrantLock();
        Thread a = new Thread(() -> { for (int i = 0; i < 200; i++) { acct.deposit(2); acct.audit(); } });
        Thread b = new Thread(() -> { for (int i = 0; i < 200; i++) { acct.withdraw(1); acct.audit(); } });
        a.start(); b.start(); a.join(); b.join();
        System.out.println("audited " + acct.audited);
    }
}
