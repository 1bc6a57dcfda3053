/** Correct: per-thread state in ThreadLocals, immutable objects with final
 *  fields shared freely, synchronized getters and setters. */
public class OkThreadLocalAndFinal {
    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static class Account {
        private int balance;

        synchronized void deposit(int n) {
            balance += n;
        }

        synchronized int get() {
            return balance;
        }
    }

    static final ThreadLocal<int[]> scratch = ThreadLocal.withInitial(() -> new int[4]);
    static final Point origin = new Point(1, 2);

    public static void main(String[] args) throws Exception {
        Account acct = new Account();
        Runnable r = () -> {
            int[] s = scratch.get();
            for (int i = 0; i < 10; i++) {
                s[i % 4] += origin.x + origin.y;
                acct.deposit(1);
            }
            System.out.println("worker " + (s[0] > 0));
        };
        Thread a = new Thread(r, "alpha"), b = new Thread(r, "beta");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(acct.get());
    }
}
