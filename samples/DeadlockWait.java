/**
 * DeadlockWait (thesis 4.6) -- BUG: a condition deadlock caused by waiting
 * while holding a second lock (the "nested monitor" problem).
 *
 * A receiver looks up its mailbox in a registry and waits for a message while
 * still inside the registry's monitor; wait() releases only the mailbox's
 * monitor. The sender must go through the registry to find the mailbox before
 * it can deliver. If the receiver enters the registry first, the sender blocks
 * on the registry and never delivers, and the receiver waits for ever.
 *
 * Tester: a deadlock of one waiting thread (receiver, in Mailbox.await) and one
 * thread blocked on a lock (main, the sender, in Registry.lookup), on every
 * schedule where the receiver enters the registry before main's lookup. Needs
 * the tester's deadlock detection (no assertion fails). Eraser: nothing.
 * The receiver sleeps before it starts listening. Like the thread priorities
 * in the thesis's examples, this only steers an ordinary scheduler: normal
 * runs (HotSpot, or Rivet, whose virtual clock wakes a sleeper once the others
 * are blocked) deliver first and finish. A systematic tester treats sleep as
 * just another schedule point and reaches the deadlock. A run in which the
 * receiver does win the race hangs, under plain `java` too.
 */
public class DeadlockWait {
    static final class Mailbox {
        private String message;

        synchronized void deliver(String m) {
            message = m;
            notifyAll();
        }

        synchronized String await() throws InterruptedException {
            while (message == null)
                wait();                     // releases this mailbox only
            return message;
        }
    }

    static final class Registry {
        private final Mailbox inbox = new Mailbox();

        synchronized Mailbox lookup(String name) {
            return inbox;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Registry registry = new Registry();
        String[] received = new String[1];
        Thread receiver = new Thread(() -> {
            try {
                Thread.sleep(200);          // starts listening late: see the top
                synchronized (registry) {   // BUG: holds the registry while waiting below
                    received[0] = registry.lookup("receiver").await();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "receiver");
        receiver.start();
        // main is the sender: it finds the mailbox, then delivers
        Mailbox box = registry.lookup("receiver");
        box.deliver("hello");
        receiver.join();
        System.out.println("received: " + received[0]);
    }
}
