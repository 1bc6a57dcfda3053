/**
 * SplitSync (thesis 4.2) -- BUG: an operation that must be atomic is split
 * across two critical sections.
 *
 * Two clerks each hand out the next ticket number from a shared dispenser.
 * Each clerk reads the number in one synchronized block ("reserve") and writes
 * the incremented number back in a second one ("commit"), releasing the lock in
 * between. Every access holds the lock, so a lockset detector (Eraser) is quiet,
 * yet if the other clerk runs between the two blocks both clerks get the same
 * ticket and one increment is lost.
 *
 * Tester: an assertion failure in the commit block of Clerk.run ("dispenser
 * moved between reserve and commit"), reachable only when a thread switch
 * falls between the two synchronized blocks; the final check in main (an
 * IllegalStateException) fails on the same schedules.
 * Eraser: nothing (the locking discipline is respected).
 */
public class SplitSync {
    static final class Dispenser {
        int next; // guarded by the Dispenser's monitor
    }

    static final Dispenser dispenser = new Dispenser();

    static final class Clerk extends Thread {
        int ticket;

        Clerk(String name) { super(name); }

        @Override
        public void run() {
            int seen;
            synchronized (dispenser) {      // reserve: look at the next number
                seen = dispenser.next;
            }
            // the lock is free here: the other clerk may take the same number
            synchronized (dispenser) {      // commit: take it
                assert dispenser.next == seen
                    : getName() + ": dispenser moved between reserve and commit";
                dispenser.next = seen + 1;
            }
            ticket = seen;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Clerk a = new Clerk("clerk-a"), b = new Clerk("clerk-b");
        a.start();
        b.start();
        a.join();
        b.join();
        if (a.ticket == b.ticket)
            throw new IllegalStateException("both clerks issued ticket " + a.ticket);
        System.out.println("tickets issued: " + dispenser.next);
    }
}
