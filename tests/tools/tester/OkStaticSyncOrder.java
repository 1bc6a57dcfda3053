/*
 * OkStaticSyncOrder -- CORRECT: BugStaticSyncDeadlock's twin: both paths take Accounts.class
 * before Audit.class.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
public class OkStaticSyncOrder {
    static class Accounts {
        static int n;
        static synchronized void open() { n++; Audit.log(); }
        static synchronized int count() { return n; }
        static synchronized void checkAll() { Audit.check(n); }
    }
    static class Audit {
        static int entries;
        static synchronized void log() { entries++; }
        static synchronized void check(int n) { entries += n; }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(Accounts::open, "opener");
        Thread b = new Thread(Accounts::checkAll, "auditor");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("accounts " + Accounts.count());
    }
}
