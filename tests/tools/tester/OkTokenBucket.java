/*
 * OkTokenBucket -- two callers take permits from a token bucket: one token
 * at the start and one more every 2 ms, refilled from System.nanoTime()
 * inside the synchronized tryAcquire. Each caller spins on tryAcquire with
 * onSpinWait until it gets a permit, twice.
 *
 * Correct. Each turn of a caller's spin takes the bucket's lock and reads
 * the clock and the count, writing nothing while no token is due. When both
 * callers spin (or the one left does), the tester moves the clock on, as a
 * machine that paused them would: before, the 2 ms passed at 10 ns a yield
 * point, every schedule was cut at maxDepth and the search said the program
 * may never end (hunt 11 F4).
 *
 * Tester: nothing (status 0).
 */
class Bucket {
    private final long perToken;
    private long tokens = 1, last;

    Bucket(long perToken) {
        this.perToken = perToken;
        last = System.nanoTime();
    }

    synchronized boolean tryAcquire() {
        long now = System.nanoTime();
        long due = (now - last) / perToken;
        if (due > 0) {
            tokens = Math.min(1, tokens + due);
            last += due * perToken;
        }
        if (tokens == 0)
            return false;
        tokens--;
        return true;
    }
}

public class OkTokenBucket {
    public static void main(String[] args) throws InterruptedException {
        Bucket b = new Bucket(2_000_000);
        long t0 = System.nanoTime();
        int[] granted = new int[2];
        Thread[] callers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int me = i;
            callers[i] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    while (!b.tryAcquire())
                        Thread.onSpinWait();
                    granted[me]++;
                }
            }, "caller-" + i);
            callers[i].start();
        }
        for (Thread t : callers)
            t.join();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assert granted[0] + granted[1] == 4;
        assert ms >= 4 : "4 permits in " + ms + " ms";
        System.out.println("granted " + (granted[0] + granted[1]));
    }
}
