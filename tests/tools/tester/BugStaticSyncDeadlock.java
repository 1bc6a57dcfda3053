/*
 * BugStaticSyncDeadlock -- BUG: a deadlock through static synchronized methods of two classes.
 *
 * Accounts.open() (holding Accounts.class) calls Audit.log() (Audit.class);
 * Audit.check() (holding Audit.class) calls Accounts.count() (Accounts.class).
 * Both classes are initialised by main first.
 *
 * Tester:
 *   lock-cycle deadlock: 2 threads wait for each other's locks
 */
public class BugStaticSyncDeadlock {
    static class Accounts {
        static int n;
        static synchronized void open() { n++; Audit.log(); }
        static synchronized int count() { return n; }
    }
    static class Audit {
        static int entries;
        static synchronized void log() { entries++; }
        static synchronized void check() { entries += Accounts.count(); }
    }
    public static void main(String[] args) throws InterruptedException {
        Accounts.count(); Audit.log();          // both classes initialized first
        Thread a = new Thread(Accounts::open, "opener");
        Thread b = new Thread(Audit::check, "auditor");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done");
    }
}
