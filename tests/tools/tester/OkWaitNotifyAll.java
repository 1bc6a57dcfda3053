/*
 * OkWaitNotifyAll -- CORRECT: synchronized wait/notifyAll done right (the fix
 * of BugNotifyOne).
 *
 * Two passers wait at a gate in a `while (!open) wait();` loop; the opener
 * opens it and calls notifyAll(), so every waiter wakes, whatever the order.
 *
 * Tester: nothing on any schedule (exit status 0). Output: "everybody
 * passed".
 */
public class OkWaitNotifyAll {
    static final class Gate {
        private boolean open;

        synchronized void pass() throws InterruptedException {
            while (!open)
                wait();
        }

        synchronized void open() {
            open = true;
            notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Gate gate = new Gate();
        Runnable passer = () -> {
            try {
                gate.pass();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        };
        Thread[] all = { new Thread(gate::open, "opener"), new Thread(passer, "passer-1"), new Thread(passer, "passer-2") };
        for (Thread t : all)
            t.start();
        for (Thread t : all)
            t.join();
        System.out.println("everybody passed");
    }
}
