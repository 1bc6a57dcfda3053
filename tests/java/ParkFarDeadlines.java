import java.util.Date;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

/** Timed waits whose deadline is out of any clock's range wait until they are
 *  woken, as on HotSpot, which bounds one park to about three years.
 *  Rivet added the length to its clock and the sum wrapped to a deadline in
 *  the past (hunt 15 J10): parkNanos(Long.MAX_VALUE) and parkUntil past the
 *  year 2262 (milliseconds * 1,000,000 overflows) returned at once, and the
 *  j.u.c. waits built on them (awaitUntil of a far date, poll and
 *  FutureTask.get with Long.MAX_VALUE ns) spun RUNNABLE instead of waiting.
 *  Each waiter is watched until it waits, its state sampled a few times
 *  (a spinner shows RUNNABLE or TERMINATED), then woken. */
public class ParkFarDeadlines {
    static final Object lock = new Object();

    static boolean waiting(Thread t) {
        Thread.State s = t.getState();
        return s == Thread.State.WAITING || s == Thread.State.TIMED_WAITING;
    }

    /** The waiter's state once it settles (bounded: 10 s at most), and the
     *  same in five samples 20 ms apart, or every state seen. */
    static String settle(Thread t) throws InterruptedException {
        for (int i = 0; i < 2000 && !waiting(t); i++)
            Thread.sleep(5);
        String first = t.getState().toString(), seen = first;
        for (int i = 0; i < 5; i++) {
            Thread.sleep(20);
            String s = t.getState().toString();
            if (!seen.contains(s))
                seen += "/" + s;
        }
        return seen;
    }

    interface Body { void run() throws Exception; }

    /** Start body in a thread, print its settled state, wake it with how
     *  (interrupt, unpark or a given action), wait for its end. */
    static void check(String name, Body body, String wake, Runnable action) throws Exception {
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (InterruptedException e) {
                System.out.println("  " + name + ": InterruptedException");
            } catch (Exception e) {
                System.out.println("  " + name + ": " + e);
            }
        }, name);
        t.setDaemon(true); // a failure leaves no thread that keeps the VM up
        t.start();
        System.out.println(name + ": " + settle(t));
        if (wake.equals("interrupt"))
            t.interrupt();
        else if (wake.equals("unpark"))
            LockSupport.unpark(t);
        else
            action.run();
        t.join(10_000);
        System.out.println("  " + name + " ended: " + !t.isAlive());
    }

    static void returned(String what) {
        System.out.println("  " + what + " returned, interrupted=" + Thread.currentThread().isInterrupted());
    }

    public static void main(String[] args) throws Exception {
        // LockSupport with relative and absolute far times.
        check("parkNanos(MAX)", () -> { LockSupport.parkNanos(Long.MAX_VALUE); returned("parkNanos(MAX)"); }, "interrupt", null);
        check("parkNanos(MAX) unparked", () -> { LockSupport.parkNanos(Long.MAX_VALUE); returned("parkNanos(MAX)"); }, "unpark", null);
        check("parkNanos(MAX-1)", () -> { LockSupport.parkNanos(Long.MAX_VALUE - 1); returned("parkNanos(MAX-1)"); }, "unpark", null);
        check("parkUntil(MAX)", () -> { LockSupport.parkUntil(Long.MAX_VALUE); returned("parkUntil(MAX)"); }, "interrupt", null);
        // 10^13 ms: the year 2286, past 2262, where ms * 10^6 leaves a long.
        check("parkUntil(year 2286)", () -> { LockSupport.parkUntil(10_000_000_000_000L); returned("parkUntil(2286)"); }, "unpark", null);
        // 10^8 s from now and a little more: HotSpot's bound on one park.
        long far = System.currentTimeMillis() + 100_000_001_000L;
        check("parkUntil(now + 10^8 s)", () -> { LockSupport.parkUntil(far); returned("parkUntil(now + 10^8 s)"); }, "unpark", null);

        // j.u.c. waits built on timed parks.
        check("awaitUntil(Date(MAX))", () -> {
            ReentrantLock l = new ReentrantLock();
            Condition c = l.newCondition();
            l.lock();
            try { c.awaitUntil(new Date(Long.MAX_VALUE)); } finally { l.unlock(); }
        }, "interrupt", null);
        check("awaitNanos(MAX)", () -> {
            ReentrantLock l = new ReentrantLock();
            Condition c = l.newCondition();
            l.lock();
            try { c.awaitNanos(Long.MAX_VALUE); } finally { l.unlock(); }
        }, "interrupt", null);
        BlockingQueue<String> q = new LinkedBlockingQueue<>();
        check("poll(MAX ns)", () -> System.out.println("  polled " + q.poll(Long.MAX_VALUE, TimeUnit.NANOSECONDS)),
              "put", () -> q.add("item"));
        FutureTask<String> ft = new FutureTask<>(() -> "result");
        check("FutureTask.get(MAX ns)", () -> System.out.println("  got " + ft.get(Long.MAX_VALUE, TimeUnit.NANOSECONDS)),
              "run", ft::run);
        check("CountDownLatch.await(MAX days)", () -> new CountDownLatch(1).await(Long.MAX_VALUE, TimeUnit.DAYS), "interrupt", null);

        // Object.wait, sleep and join with huge values.
        check("wait(MAX)", () -> { synchronized (lock) { lock.wait(Long.MAX_VALUE); } }, "interrupt", null);
        check("wait(MAX, 999999)", () -> { synchronized (lock) { lock.wait(Long.MAX_VALUE, 999999); } }, "interrupt", null);
        check("wait(MAX) notified", () -> { synchronized (lock) { lock.wait(Long.MAX_VALUE); } System.out.println("  notified"); },
              "notify", () -> { synchronized (lock) { lock.notifyAll(); } });
        check("sleep(MAX)", () -> Thread.sleep(Long.MAX_VALUE), "interrupt", null);
        check("sleep(MAX/10^6 + 1)", () -> Thread.sleep(Long.MAX_VALUE / 1_000_000 + 1), "interrupt", null);
        check("join(MAX)", () -> Thread.currentThread().join(Long.MAX_VALUE), "interrupt", null);

        // Times already past return at once (a wrapped product must not
        // turn one into a far deadline: -9.3 * 10^12 ms * 10^6 wraps positive).
        LockSupport.parkNanos(Long.MIN_VALUE);
        LockSupport.parkNanos(0);
        LockSupport.parkUntil(0);
        LockSupport.parkUntil(Long.MIN_VALUE);
        LockSupport.parkUntil(-9_300_000_000_000L);
        System.out.println("past times returned");
    }
}
