/*
 * BugNotifyOne -- BUG: notify() where notifyAll() is needed.
 *
 * Two passers wait at a gate until it is open; the opener opens it and calls
 * notify(), which wakes one waiter only. If both passers are already waiting
 * when the gate opens, the other one waits for ever (nobody notifies again),
 * and main waits for it in join.
 *
 * Tester: exactly one failure, a condition deadlock of the passer left
 * waiting (either one: the same wait() in Gate.pass, and main joins in one
 * loop, so both cases are the same failure) and main:
 *   condition deadlock: 2 threads wait and none can be woken
 * The tester must explore the schedules where both passers wait before the
 * opener runs. The passers sleep before they arrive, so that on a plain run
 * the opener (started first) has opened the gate by then; like the sleeps in
 * samples/BufferIf.java this only steers an ordinary scheduler, and the
 * tester, for which a sleep is a plain schedule point, still reaches the bug.
 */
public class BugNotifyOne {
    static final class Gate {
        private boolean open;

        synchronized void pass() throws InterruptedException {
            while (!open)
                wait();
        }

        synchronized void open() {
            open = true;
            notify();       // BUG: wakes one of the waiting passers only
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Gate gate = new Gate();
        Runnable passer = () -> {
            try {
                Thread.sleep(100);  // arrives late: see the top
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
