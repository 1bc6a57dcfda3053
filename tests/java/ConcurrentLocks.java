import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

// ReentrantLock (reentrancy, tryLock, fairness flag, Conditions in a bounded buffer, lockInterruptibly),
// ReentrantReadWriteLock (shared readers, downgrading, upgrade refusal), StampedLock (optimistic reads, conversions).
public class ConcurrentLocks {
    static class BoundedBuffer<T> {
        final Object[] items;
        int putIdx, takeIdx, count;
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        BoundedBuffer(int cap) { items = new Object[cap]; }
        void put(T x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putIdx] = x;
                putIdx = (putIdx + 1) % items.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }
        @SuppressWarnings("unchecked")
        T take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                T x = (T) items[takeIdx];
                items[takeIdx] = null;
                takeIdx = (takeIdx + 1) % items.length;
                count--;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    static class Point {
        private double x, y;
        private final StampedLock sl = new StampedLock();
        void move(double dx, double dy) {
            long stamp = sl.writeLock();
            try { x += dx; y += dy; } finally { sl.unlockWrite(stamp); }
        }
        double distanceFromOrigin() {
            long stamp = sl.tryOptimisticRead();
            double cx = x, cy = y;
            if (!sl.validate(stamp)) {
                stamp = sl.readLock();
                try { cx = x; cy = y; } finally { sl.unlockRead(stamp); }
            }
            return Math.sqrt(cx * cx + cy * cy);
        }
    }

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        System.out.println("fair " + lock.isFair() + " fair lock " + new ReentrantLock(true).isFair() + " locked " + lock.isLocked());
        lock.lock();
        lock.lock();
        System.out.println("hold count " + lock.getHoldCount() + " heldByCurrent " + lock.isHeldByCurrentThread() + " locked " + lock.isLocked() + " queued " + lock.hasQueuedThreads());
        AtomicBoolean otherGot = new AtomicBoolean(true);
        Thread t = new Thread(() -> otherGot.set(lock.tryLock()));
        t.start();
        t.join();
        System.out.println("other thread tryLock while held " + otherGot.get());
        lock.unlock();
        lock.unlock();
        System.out.println("after unlocks hold count " + lock.getHoldCount() + " locked " + lock.isLocked());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock not held: IllegalMonitorStateException");
        }
        Condition c = lock.newCondition();
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without lock: IllegalMonitorStateException");
        }
        lock.lock();
        try {
            System.out.println("awaitNanos timeout <= 0 " + (c.awaitNanos(TimeUnit.MILLISECONDS.toNanos(5)) <= 0) + " await(2ms) " + c.await(2, TimeUnit.MILLISECONDS));
        } finally {
            lock.unlock();
        }
        System.out.println("tryLock(timeout) free " + lock.tryLock(1, TimeUnit.MILLISECONDS));
        lock.unlock();

        BoundedBuffer<Integer> buf = new BoundedBuffer<>(3);
        int producers = 3, perProducer = 200;
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            final int base = p * 1000;
            threads.add(new Thread(() -> {
                try { for (int i = 0; i < perProducer; i++) buf.put(base + i); } catch (InterruptedException e) { throw new RuntimeException(e); }
            }));
        }
        long[] consumed = new long[2];
        int[] counts = new int[2];
        for (int k = 0; k < 2; k++) {
            final int id = k;
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < producers * perProducer / 2; i++) { consumed[id] += buf.take(); counts[id]++; }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            }));
        }
        for (Thread th : threads) th.start();
        for (Thread th : threads) th.join();
        System.out.println("bounded buffer consumed " + (counts[0] + counts[1]) + " sum " + (consumed[0] + consumed[1]) + " left " + buf.count);

        ReentrantLock held = new ReentrantLock();
        held.lock();
        CountDownLatch waiting = new CountDownLatch(1);
        AtomicReference<String> outcome = new AtomicReference<>();
        Thread interruptible = new Thread(() -> {
            try {
                waiting.countDown();
                held.lockInterruptibly();
                outcome.set("acquired");
            } catch (InterruptedException e) {
                outcome.set("interrupted, flag " + Thread.currentThread().isInterrupted());
            }
        });
        interruptible.start();
        waiting.await();
        while (!held.hasQueuedThread(interruptible)) Thread.sleep(1);
        System.out.println("queue length " + held.getQueueLength());
        interruptible.interrupt();
        interruptible.join();
        held.unlock();
        System.out.println("lockInterruptibly " + outcome.get());

        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        AtomicBoolean readerGot = new AtomicBoolean(), writerGot = new AtomicBoolean(true);
        Thread reader = new Thread(() -> { readerGot.set(rw.readLock().tryLock()); if (readerGot.get()) rw.readLock().unlock(); });
        reader.start(); reader.join();
        Thread writer = new Thread(() -> writerGot.set(rw.writeLock().tryLock()));
        writer.start(); writer.join();
        System.out.println("while read-locked: other reader " + readerGot.get() + " writer " + writerGot.get() + " readLockCount " + rw.getReadLockCount() + " readHoldCount " + rw.getReadHoldCount());
        System.out.println("upgrade attempt tryLock " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.readLock().lock();
        rw.writeLock().unlock();
        System.out.println("downgraded: writeLocked " + rw.isWriteLocked() + " readHold " + rw.getReadHoldCount() + " writeHeldByCurrent " + rw.isWriteLockedByCurrentThread());
        rw.readLock().unlock();
        Map<String, Integer> guarded = new TreeMap<>();
        ReentrantReadWriteLock mapLock = new ReentrantReadWriteLock(true);
        List<Thread> rwThreads = new ArrayList<>();
        AtomicInteger reads = new AtomicInteger();
        for (int w = 0; w < 2; w++) {
            final int id = w;
            rwThreads.add(new Thread(() -> {
                for (int i = 0; i < 100; i++) {
                    mapLock.writeLock().lock();
                    try { guarded.merge("k" + (i % 5), id + 1, Integer::sum); } finally { mapLock.writeLock().unlock(); }
                }
            }));
        }
        for (int r = 0; r < 3; r++) {
            rwThreads.add(new Thread(() -> {
                for (int i = 0; i < 100; i++) {
                    mapLock.readLock().lock();
                    try { guarded.size(); reads.incrementAndGet(); } finally { mapLock.readLock().unlock(); }
                }
            }));
        }
        for (Thread th : rwThreads) th.start();
        for (Thread th : rwThreads) th.join();
        System.out.println("rw guarded map " + guarded + " reads " + reads.get() + " fair " + mapLock.isFair());
        try {
            rw.writeLock().newCondition().await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write condition await unlocked: IllegalMonitorStateException");
        }
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read lock condition: UnsupportedOperationException");
        }

        StampedLock sl = new StampedLock();
        long opt = sl.tryOptimisticRead();
        System.out.println("optimistic stamp nonzero " + (opt != 0) + " validate " + sl.validate(opt));
        long ws = sl.writeLock();
        System.out.println("after writeLock validate old " + sl.validate(opt) + " isWriteLocked " + sl.isWriteLocked() + " optimistic while writing " + sl.tryOptimisticRead()
            + " tryReadLock " + sl.tryReadLock());
        long rs = sl.tryConvertToReadLock(ws);
        System.out.println("converted to read " + (rs != 0) + " isReadLocked " + sl.isReadLocked() + " readLockCount " + sl.getReadLockCount() + " isWriteLocked " + sl.isWriteLocked());
        long ws2 = sl.tryConvertToWriteLock(rs);
        System.out.println("converted back to write " + (ws2 != 0) + " isWriteLocked " + sl.isWriteLocked());
        sl.unlock(ws2);
        try {
            sl.unlockWrite(ws2);
        } catch (IllegalMonitorStateException e) {
            System.out.println("double unlockWrite: IllegalMonitorStateException");
        }
        long r1 = sl.readLock(), r2 = sl.readLock();
        System.out.println("two read locks count " + sl.getReadLockCount() + " tryWriteLock " + sl.tryWriteLock() + " convert with 2 readers " + sl.tryConvertToWriteLock(r1));
        sl.unlockRead(r1);
        sl.unlockRead(r2);
        Point pt = new Point();
        Thread[] movers = new Thread[3];
        for (int i = 0; i < movers.length; i++) {
            movers[i] = new Thread(() -> { for (int k = 0; k < 100; k++) pt.move(0.3, 0.4); });
            movers[i].start();
        }
        double maxDist = 0;
        for (int k = 0; k < 50; k++) maxDist = Math.max(maxDist, pt.distanceFromOrigin());
        for (Thread m : movers) m.join();
        System.out.println("point distance " + String.format("%.6f", pt.distanceFromOrigin()) + " observed <= final " + (maxDist <= pt.distanceFromOrigin() + 1e-9));
        Lock asRead = sl.asReadLock();
        asRead.lock();
        System.out.println("asReadLock locked " + sl.isReadLocked());
        asRead.unlock();
        System.out.println("final state write " + sl.isWriteLocked() + " read " + sl.isReadLocked());
    }
}
