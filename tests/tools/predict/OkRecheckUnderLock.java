/** Correct: a cache flag looked at under a lock (the fast path) and, when
 *  not valid, looked at again and set under the lock (the re-check makes the
 *  load run at most once per invalidation); an invalidator clears the flag
 *  under the same lock. The second section's write depends on its own read,
 *  not on the first section's: predict confirmed "check, invalidation, act"
 *  as an atomicity violation (hunt 7). A section that reads the variable,
 *  branches in the program's code and then writes it is no act of an
 *  earlier check. */
public class OkRecheckUnderLock {
    static final Object lock = new Object();
    static boolean valid;
    static int loads;

    static void use() {
        synchronized (lock) {
            if (valid)
                return;
        }
        synchronized (lock) {
            if (!valid) {
                loads++;
                valid = true;
            }
        }
    }

    static void invalidate() {
        synchronized (lock) {
            valid = false;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread r = new Thread(OkRecheckUnderLock::use, "reader");
        Thread i = new Thread(OkRecheckUnderLock::invalidate, "invalidator");
        r.start();
        i.start();
        r.join();
        i.join();
        System.out.println("loads " + loads);
    }
}
