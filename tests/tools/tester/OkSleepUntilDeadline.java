/*
 * OkSleepUntilDeadline -- correct: a worker naps until a deadline it reads
 * from the clock, another busy-waits on the clock until its own deadline,
 * and main joins both. Each comes back to the same state at every turn and
 * writes nothing, but each turn reads the clock, which moves on: they are
 * waiting for time to pass, and end. The search must not take them for a
 * livelock (before RTI 1.18 told it of clock reads, it counted three
 * schedules as "possible livelock", which would now be a failure).
 *
 * Tester: nothing (the search ends).
 */
public class OkSleepUntilDeadline {
    public static void main(String[] args) throws InterruptedException {
        Thread napper = new Thread(() -> {
            long end = System.nanoTime() + 50_000_000L;
            try {
                while (System.nanoTime() < end)
                    Thread.sleep(5);
            } catch (InterruptedException e) {
                throw new AssertionError("not interrupted");
            }
        }, "napper");
        Thread busy = new Thread(() -> {
            long end = System.currentTimeMillis() + 20;
            while (System.currentTimeMillis() < end)
                Thread.onSpinWait();
        }, "busy");
        napper.start();
        busy.start();
        napper.join();
        busy.join();
        System.out.println("done");
    }
}
