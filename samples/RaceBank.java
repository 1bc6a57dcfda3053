/**
 * RaceBank -- RACY (for Eraser): one code path forgets the lock.
 *
 * Deposits go through a synchronized method, but transferTo() was written
 * without synchronisation: it reads and writes both balances with no lock held.
 * One teller deposits into the "savings" account while another moves money
 * from "checking" into "savings" at the same time, so savings.balance is
 * written both with and without its monitor, and updates can be lost.
 *
 * Eraser: exactly one data race, on field RaceBank$Account.balance (the savings
 * account; checking is touched by one thread only and read by main after
 * join, so it is not shared), on every seed.
 * Tester (later): nothing asserted; the printed total shows a lost update on
 * the schedules that interleave the two writes to savings.balance.
 */
public class RaceBank {
    static final class Account {
        private int balance;

        synchronized void deposit(int amount) {
            balance += amount;
        }

        synchronized int balance() {
            return balance;
        }

        void transferTo(Account to, int amount) {   // BUG: not synchronized
            balance -= amount;
            to.balance += amount;
        }
    }

    static final int ROUNDS = 200;

    public static void main(String[] args) throws InterruptedException {
        Account checking = new Account(), savings = new Account();
        checking.deposit(ROUNDS);
        Thread depositor = new Thread(() -> {
            for (int i = 0; i < ROUNDS; i++)
                savings.deposit(1);
        }, "depositor");
        Thread mover = new Thread(() -> {
            for (int i = 0; i < ROUNDS; i++)
                checking.transferTo(savings, 1);
        }, "mover");
        depositor.start();
        mover.start();
        depositor.join();
        mover.join();
        int total = checking.balance() + savings.balance();
        System.out.println("total " + total + " (expected " + 2 * ROUNDS
            + (total == 2 * ROUNDS ? ")" : ": an update was lost)"));
    }
}
