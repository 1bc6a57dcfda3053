/**
 * Deadlock3 (thesis 4.5) -- BUG: a lock cycle through three threads and three
 * locks, which no pair of threads shows on its own.
 *
 * Three philosophers sit around a table with one fork between neighbours.
 * Philosopher i picks up fork i, then fork (i+1) mod 3. Any two of them can
 * always finish, but if all three hold their first fork at once, each waits for
 * the fork its neighbour holds.
 *
 * Tester: a deadlock, a cycle through all three threads, on the schedules where
 * every philosopher takes his first fork before any takes his second.
 * Eraser: nothing. Normal runs finish; plain `java` may hang on a rare
 * interleaving.
 */
public class Deadlock3 {
    static final class Fork {
        final int id;
        Fork(int id) { this.id = id; }
    }

    static final class Philosopher extends Thread {
        final Fork first, second;
        int meals;

        Philosopher(int seat, Fork first, Fork second) {
            super("philosopher-" + seat);
            this.first = first;
            this.second = second;
        }

        @Override
        public void run() {
            synchronized (first) {
                synchronized (second) {
                    meals++;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Fork[] forks = { new Fork(0), new Fork(1), new Fork(2) };
        Philosopher[] table = new Philosopher[3];
        for (int i = 0; i < 3; i++)
            table[i] = new Philosopher(i, forks[i], forks[(i + 1) % 3]);
        for (Philosopher p : table)
            p.start();
        int meals = 0;
        for (Philosopher p : table) {
            p.join();
            meals += p.meals;
        }
        System.out.println("meals eaten: " + meals);
    }
}
