/*
 * BugDeadlockBow -- BUG: the Java Tutorial's Alphonse and Gaston.
 *
 * Each friend's synchronized bow calls the other's synchronized bowBack: when
 * both bow at once, each holds its own monitor and waits for the other's.
 * main starts the two threads and ends without joining them, so the stuck
 * threads are all the program has: a cycle of every remaining thread, which
 * the tester reported as a condition deadlock before (the cycle search
 * stopped one step short of closing a cycle through all the threads).
 *
 * Tester:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 */
public class BugDeadlockBow {
    static class Friend {
        private final String name;
        Friend(String name) { this.name = name; }
        synchronized void bow(Friend bower) {
            System.out.println(name + ": " + bower.name + " has bowed to me");
            bower.bowBack(this);   // BUG: takes the other's monitor while holding this one
        }
        synchronized void bowBack(Friend bower) {
            System.out.println(name + ": " + bower.name + " has bowed back to me");
        }
    }

    public static void main(String[] args) {
        Friend alphonse = new Friend("Alphonse"), gaston = new Friend("Gaston");
        new Thread(() -> alphonse.bow(gaston)).start();
        new Thread(() -> gaston.bow(alphonse)).start();
    }
}
