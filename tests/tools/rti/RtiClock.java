import rivet.Downcall;

/**
 * Runs under tests/tools/rti/clocktool.c (see test-clock.sh): the program's
 * clocks move on by what the tool asks (rti_clock_advance), a timed wait
 * the move passes ends, and a negative move is refused.
 */
public class RtiClock {
    public static void main(String[] args) throws Exception {
        long n0 = System.nanoTime(), w0 = System.currentTimeMillis();
        Object st = Downcall.downcall("Clock", "advance", 5_000_000_000L);
        long n1 = System.nanoTime(), w1 = System.currentTimeMillis();
        System.out.println("advance: " + st);
        System.out.println("nanoTime moved at least 5 s: " + (n1 - n0 >= 5_000_000_000L));
        System.out.println("currentTimeMillis moved at least 5 s: " + (w1 - w0 >= 5_000));
        System.out.println("negative: " + Downcall.downcall("Clock", "advance", -1L));
        // A sleeper whose deadline the move passes wakes without the
        // scheduler having to skip its wait.
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        long s0 = System.nanoTime();
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING)
            Thread.yield();
        Downcall.downcall("Clock", "advance", 61_000_000_000L);
        sleeper.join();
        System.out.println("sleeper woke after at least 60 s: " + (System.nanoTime() - s0 >= 60_000_000_000L));
    }
}
