import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

// Synchronization: synchronized methods/blocks/static methods, reentrancy, holdsLock, atomics, ReentrantLock.
public class ThreadsSync {
    static final int THREADS = 4;
    static final int ITERS = 20000;

    int syncCounter;
    int blockCounter;
    long longCounter;
    static int staticCounter;
    final Object lock = new Object();
    final AtomicInteger atomic = new AtomicInteger();
    final AtomicLong atomicLong = new AtomicLong();
    final ReentrantLock rlock = new ReentrantLock();
    int lockedCounter;
    int reentrantDepth;

    synchronized void incSync() { syncCounter++; }
    static synchronized void incStatic() { staticCounter++; }
    void incBlock() {
        synchronized (lock) {
            blockCounter++;
            longCounter += 3;
        }
    }
    void incLocked() {
        rlock.lock();
        try {
            lockedCounter++;
        } finally {
            rlock.unlock();
        }
    }
    synchronized int reenter(int n) {
        // re-acquiring a monitor the thread already holds must not deadlock
        if (n == 0) return Thread.holdsLock(this) ? 1 : 0;
        reentrantDepth = Math.max(reentrantDepth, n);
        return reenter(n - 1) + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        ThreadsSync s = new ThreadsSync();
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < ITERS; i++) {
                    s.incSync();
                    incStatic();
                    s.incBlock();
                    s.atomic.incrementAndGet();
                    s.atomicLong.addAndGet(i);
                    s.incLocked();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("syncCounter=" + s.syncCounter + " staticCounter=" + staticCounter + " blockCounter=" + s.blockCounter
            + " longCounter=" + s.longCounter + " atomic=" + s.atomic.get() + " atomicLong=" + s.atomicLong.get() + " locked=" + s.lockedCounter);
        System.out.println("expected=" + THREADS * ITERS + " atomicLong expected=" + (long) THREADS * ITERS * (ITERS - 1) / 2);
        System.out.println("reenter=" + s.reenter(10) + " depth=" + s.reentrantDepth + " holdsLock outside=" + Thread.holdsLock(s));
        synchronized (s) {
            synchronized (s) {
                System.out.println("nested synchronized holdsLock=" + Thread.holdsLock(s));
            }
            System.out.println("still held=" + Thread.holdsLock(s));
        }
        System.out.println("released=" + !Thread.holdsLock(s));
        // lock is released when an exception leaves a synchronized block
        try {
            synchronized (s.lock) {
                throw new IllegalStateException("inside lock");
            }
        } catch (IllegalStateException e) {
            System.out.println("exception released monitor: " + !Thread.holdsLock(s.lock));
        }
        Thread other = new Thread(() -> {
            synchronized (s.lock) {
                s.blockCounter = -1;
            }
        });
        other.start();
        other.join();
        System.out.println("other thread could lock: " + (s.blockCounter == -1));
        // wait/notify without owning the monitor
        try {
            s.lock.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            s.lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getMessage());
        }
        try {
            s.rlock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock not held: " + e.getClass().getSimpleName());
        }
        // timed wait returns after the timeout when nobody notifies
        synchronized (s.lock) {
            s.lock.wait(30);
        }
        System.out.println("timed wait returned");
        // compare-and-set loops from several threads
        AtomicInteger cas = new AtomicInteger();
        Thread[] casThreads = new Thread[3];
        for (int t = 0; t < 3; t++) {
            casThreads[t] = new Thread(() -> {
                for (int i = 0; i < 10000; i++) {
                    int v;
                    do {
                        v = cas.get();
                    } while (!cas.compareAndSet(v, v + 2));
                }
            });
            casThreads[t].start();
        }
        for (Thread t : casThreads) t.join();
        System.out.println("cas result " + cas.get() + " getAndAdd " + cas.getAndAdd(5) + " updateAndGet " + cas.updateAndGet(x -> x * 2)
            + " accumulateAndGet " + cas.accumulateAndGet(3, Math::max));
        // a synchronized bank transfer simulation with a deterministic total
        final int[] accounts = new int[10];
        java.util.Arrays.fill(accounts, 1000);
        Thread[] tellers = new Thread[4];
        for (int t = 0; t < tellers.length; t++) {
            final int seed = t;
            tellers[t] = new Thread(() -> {
                int x = seed * 7 + 1;
                for (int i = 0; i < 5000; i++) {
                    x = x * 1103515245 + 12345;
                    int from = (x >>> 8) % 10, to = (x >>> 16) % 10, amt = (x >>> 4) % 50;
                    synchronized (accounts) {
                        if (accounts[from] >= amt) {
                            accounts[from] -= amt;
                            accounts[to] += amt;
                        }
                    }
                }
            });
            tellers[t].start();
        }
        for (Thread t : tellers) t.join();
        int total = 0;
        for (int a : accounts) total += a;
        System.out.println("bank total preserved: " + total);
    }
}
