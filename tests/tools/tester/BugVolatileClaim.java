/*
 * BugVolatileClaim -- BUG: a check-then-act on a volatile field.
 *
 * Two workers each claim a slot: if `owner` is null, write their own name
 * into it and go on as the owner. Both can see null before either writes;
 * the later write wins, and the worker whose claim was overwritten finds the
 * other's name when it checks (compareAndSet on an AtomicReference would be
 * the fix).
 *
 * Tester: one failure (the same assert statement, two messages, one per
 * worker, each on its own schedule; worker-2's is reported as a variant):
 *   uncaught exception: java.lang.AssertionError: worker-1 claimed the slot but worker-2 owns it
 * A plain run: the first worker has claimed before the second looks.
 */
public class BugVolatileClaim {
    static volatile String owner;

    static void claim(String me) {
        if (owner == null) {        // check
            owner = me;             // act: the other worker may also have seen null
            String now = owner;
            assert me.equals(now) : me + " claimed the slot but " + now + " owns it";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> claim("worker-1"), "worker-1");
        Thread b = new Thread(() -> claim("worker-2"), "worker-2");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("owner " + owner);
    }
}
