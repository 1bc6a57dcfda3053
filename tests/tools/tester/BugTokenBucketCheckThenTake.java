/*
 * BugTokenBucketCheckThenTake -- two callers wait for a token bucket that
 * starts empty and gains a token each millisecond (at most one), each with
 * `while (!b.available()) Thread.onSpinWait(); b.take();`. Both methods are
 * synchronized, but the check and the take are two calls: when the first
 * token comes, both callers may see it and both take it.
 *
 * The bug needs the millisecond to pass while both callers spin, each turn
 * taking the bucket's lock and reading the clock: the tester moves the
 * clock on when every thread that can run spins so (hunt 11 F4), where
 * before every schedule was cut at maxDepth first.
 *
 * Tester: the assertion in take.
 */
class EmptyBucket {
    private long tokens, last = System.nanoTime();

    synchronized boolean available() {
        long due = (System.nanoTime() - last) / 1_000_000;
        if (due > 0) {
            tokens = Math.min(1, tokens + due);
            last += due * 1_000_000;
        }
        return tokens > 0;
    }

    synchronized void take() {
        tokens--;
        assert tokens >= 0 : "tokens " + tokens;
    }
}

public class BugTokenBucketCheckThenTake {
    public static void main(String[] args) throws InterruptedException {
        EmptyBucket b = new EmptyBucket();
        Runnable caller = () -> {
            while (!b.available())
                Thread.onSpinWait();
            b.take();
        };
        Thread c0 = new Thread(caller, "caller-0"), c1 = new Thread(caller, "caller-1");
        c0.start();
        c1.start();
        c0.join();
        c1.join();
        System.out.println("done");
    }
}
