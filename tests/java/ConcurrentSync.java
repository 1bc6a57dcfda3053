import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// Synchronizers: CountDownLatch, CyclicBarrier (barrier action, reset, broken barrier), Semaphore (permits, fairness,
// tryAcquire), Phaser (phases, registration, arrive/deregister, onAdvance), Exchanger (pairwise swap, timeout).
public class ConcurrentSync {
    public static void main(String[] args) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(4);
        int[] results = new int[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            new Thread(() -> {
                try {
                    start.await();
                    results[id] = (id + 1) * 11;
                } catch (InterruptedException e) {
                    results[id] = -1;
                } finally {
                    done.countDown();
                }
            }).start();
        }
        System.out.println("latch count before " + done.getCount() + " start count " + start.getCount());
        start.countDown();
        done.await();
        System.out.println("latch results " + Arrays.toString(results) + " count " + done.getCount() + " await timeout on open latch " + done.await(1, TimeUnit.MILLISECONDS));
        System.out.println("await on closed latch times out: " + new CountDownLatch(1).await(5, TimeUnit.MILLISECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative latch: " + e.getMessage());
        }

        int parties = 3;
        List<String> barrierLog = Collections.synchronizedList(new ArrayList<>());
        int[] round = {0};
        long[][] partial = new long[parties][3];
        CyclicBarrier barrier = new CyclicBarrier(parties, () -> {
            long s = 0;
            for (long[] p : partial) s += p[round[0]];
            barrierLog.add("round " + round[0] + " sum " + s);
            round[0]++;
        });
        Thread[] workers = new Thread[parties];
        for (int i = 0; i < parties; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                try {
                    for (int r = 0; r < 3; r++) {
                        partial[id][r] = (long) (id + 1) * (r + 10);
                        barrier.await();
                    }
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            workers[i].start();
        }
        for (Thread w : workers) w.join();
        System.out.println("barrier log " + barrierLog + " parties " + barrier.getParties() + " waiting " + barrier.getNumberWaiting() + " broken " + barrier.isBroken());
        CyclicBarrier breakable = new CyclicBarrier(2);
        AtomicReference<String> waiterOutcome = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            try {
                breakable.await();
                waiterOutcome.set("passed");
            } catch (BrokenBarrierException e) {
                waiterOutcome.set("BrokenBarrierException");
            } catch (InterruptedException e) {
                waiterOutcome.set("interrupted");
            }
        });
        waiter.start();
        while (breakable.getNumberWaiting() == 0) Thread.sleep(1);
        breakable.reset();
        waiter.join();
        System.out.println("reset while waiting -> " + waiterOutcome.get() + " broken after reset " + breakable.isBroken());
        try {
            breakable.await(5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("await timeout: TimeoutException, broken " + breakable.isBroken());
        }
        try {
            breakable.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken: BrokenBarrierException");
        }
        CyclicBarrier failingAction = new CyclicBarrier(1, () -> { throw new IllegalStateException("action failed"); });
        try {
            failingAction.await();
        } catch (IllegalStateException e) {
            System.out.println("barrier action exception propagates: " + e.getMessage() + " broken " + failingAction.isBroken());
        }

        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger(), maxInside = new AtomicInteger();
        Thread[] users = new Thread[6];
        for (int i = 0; i < users.length; i++) {
            users[i] = new Thread(() -> {
                try {
                    sem.acquire();
                    try {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        Thread.sleep(1);
                        inside.decrementAndGet();
                    } finally {
                        sem.release();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            users[i].start();
        }
        for (Thread u : users) u.join();
        System.out.println("semaphore max concurrent <= 2 " + (maxInside.get() <= 2) + " available " + sem.availablePermits());
        System.out.println("tryAcquire(3) " + sem.tryAcquire(3) + " tryAcquire(2) " + sem.tryAcquire(2) + " available " + sem.availablePermits() + " tryAcquire timed " + sem.tryAcquire(2, TimeUnit.MILLISECONDS));
        sem.release(5);
        System.out.println("release(5) available " + sem.availablePermits() + " drainPermits " + sem.drainPermits() + " available " + sem.availablePermits()
            + " fair " + sem.isFair() + " fair sem " + new Semaphore(1, true).isFair());
        Semaphore negative = new Semaphore(-2);
        negative.release(3);
        System.out.println("negative initial permits then release(3) " + negative.availablePermits() + " queued " + negative.hasQueuedThreads());
        try {
            sem.acquire(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("acquire(-1): IllegalArgumentException");
        }

        List<String> phaseLog = Collections.synchronizedList(new ArrayList<>());
        Phaser phaser = new Phaser(1) {
            @Override
            protected boolean onAdvance(int phase, int registered) {
                phaseLog.add("advance phase " + phase + " registered " + registered);
                return phase >= 2 || registered == 0;
            }
        };
        int[][] work = new int[3][3];
        Thread[] phased = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            phaser.register();
            phased[i] = new Thread(() -> {
                for (int ph = 0; ph < 3; ph++) {
                    work[id][ph] = id * 10 + ph;
                    if (id == 2 && ph == 1) {
                        phaser.arriveAndDeregister();
                        return;
                    }
                    phaser.arriveAndAwaitAdvance();
                }
            });
            phased[i].start();
        }
        System.out.println("phaser registered " + phaser.getRegisteredParties() + " phase " + phaser.getPhase());
        for (int ph = 0; ph < 3; ph++) {
            int p = phaser.arriveAndAwaitAdvance();
            // the last party to arrive at the final phase sees the (negative) terminated phase, the others phase + 1
            System.out.println("main passed phase " + ph + " arrive returned next or terminated " + (p == ph + 1 || p < 0) + " now " + phaser.getPhase());
        }
        for (Thread t2 : phased) t2.join();
        System.out.println("phase log " + phaseLog + " terminated " + phaser.isTerminated() + " work " + Arrays.deepToString(work));
        Phaser parent = new Phaser(1);
        Phaser child = new Phaser(parent, 2);
        System.out.println("tiered: parent registered " + parent.getRegisteredParties() + " child " + child.getRegisteredParties() + " root same " + (child.getRoot() == parent));
        child.arrive();
        child.arrive();
        parent.arrive();
        System.out.println("tiered after arrivals parent phase " + parent.getPhase() + " child phase " + child.getPhase());
        Phaser timed = new Phaser(2);
        int ph0 = timed.arrive();
        try {
            timed.awaitAdvanceInterruptibly(ph0, 5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("awaitAdvance timeout: TimeoutException unarrived " + timed.getUnarrivedParties());
        }
        timed.forceTermination();
        System.out.println("forceTermination phase<0 " + (timed.getPhase() < 0) + " arrive after termination " + (timed.arrive() < 0));

        Exchanger<String> exch = new Exchanger<>();
        AtomicReference<String> got = new AtomicReference<>();
        Thread partner = new Thread(() -> {
            try {
                got.set(exch.exchange("from-partner"));
            } catch (InterruptedException e) {
                got.set("interrupted");
            }
        });
        partner.start();
        String mine = exch.exchange("from-main");
        partner.join();
        System.out.println("exchange main got " + mine + " partner got " + got.get());
        Exchanger<List<Integer>> bufs = new Exchanger<>();
        List<Integer> consumedAll = new ArrayList<>();
        Thread producer = new Thread(() -> {
            try {
                List<Integer> fill = new ArrayList<>();
                for (int i = 0; i < 10; i++) {
                    fill.add(i);
                    if (fill.size() == 4 || i == 9) fill = bufs.exchange(fill);
                }
                bufs.exchange(null);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        List<Integer> empty = new ArrayList<>();
        while (true) {
            List<Integer> full = bufs.exchange(empty);
            if (full == null) break;
            consumedAll.addAll(full);
            full.clear();
            empty = full;
        }
        producer.join();
        System.out.println("buffer swapping consumed " + consumedAll);
        try {
            new Exchanger<String>().exchange("alone", 5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timeout: TimeoutException");
        }
    }
}
