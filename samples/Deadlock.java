/**
 * Deadlock (thesis 4.4) -- BUG: a lock-order (lock-cycle) deadlock between two
 * threads.
 *
 * Two transfers run at once between the same two accounts in opposite
 * directions. A transfer locks the account it takes money from, then the one it
 * pays into. If each transfer has locked its source before either locks its
 * destination, each thread waits for the monitor the other one holds.
 *
 * Tester: a deadlock (cycle: each thread holds one account and waits for the
 * other), on schedules that switch threads between the two lock acquisitions.
 * Eraser: nothing. Normal runs finish: each critical section is tiny, so the
 * deadly interleaving is rare (but possible: plain `java` may hang).
 */
public class Deadlock {
    static final class Account {
        final String owner;
        int balance;
        Account(String owner, int balance) { this.owner = owner; this.balance = balance; }
    }

    static void transfer(Account from, Account to, int amount) {
        synchronized (from) {
            synchronized (to) {     // the other transfer may hold `to` and want `from`
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account alice = new Account("alice", 100), bob = new Account("bob", 100);
        Thread t1 = new Thread(() -> transfer(alice, bob, 10), "alice-pays-bob");
        Thread t2 = new Thread(() -> transfer(bob, alice, 20), "bob-pays-alice");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert alice.balance + bob.balance == 200 : "money created or destroyed";
        System.out.println("alice " + alice.balance + ", bob " + bob.balance);
    }
}
