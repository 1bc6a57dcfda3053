import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;

// ThreadLocal (initial values, per-thread isolation, remove), InheritableThreadLocal (childValue),
// ThreadLocalRandom (range checks only), LockSupport park/unpark/parkNanos, TimeUnit conversions.
public class ConcurrentMisc {
    static final ThreadLocal<StringBuilder> BUF = ThreadLocal.withInitial(() -> new StringBuilder("init:"));
    static final ThreadLocal<Integer> PLAIN = new ThreadLocal<>();
    static final InheritableThreadLocal<String> CTX = new InheritableThreadLocal<>() {
        @Override
        protected String childValue(String parent) { return parent == null ? null : parent + "/child"; }
    };

    public static void main(String[] args) throws Exception {
        BUF.get().append("main");
        System.out.println("main ThreadLocal " + BUF.get() + " plain initial " + PLAIN.get());
        PLAIN.set(42);
        String[] seen = new String[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                BUF.get().append("t").append(id);
                seen[id] = BUF.get() + " plain=" + PLAIN.get();
                PLAIN.set(id);
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("per-thread " + Arrays.toString(seen) + " main still " + BUF.get() + " plain " + PLAIN.get());
        BUF.remove();
        PLAIN.remove();
        System.out.println("after remove " + BUF.get() + " plain " + PLAIN.get());
        CTX.set("root");
        String[] inherited = new String[2];
        Thread child = new Thread(() -> {
            inherited[0] = CTX.get();
            Thread grandChild = new Thread(() -> inherited[1] = CTX.get());
            grandChild.start();
            try { grandChild.join(); } catch (InterruptedException e) { }
            CTX.set("changed-in-child");
        });
        child.start();
        child.join();
        System.out.println("inheritable child " + inherited[0] + " grandchild " + inherited[1] + " parent unchanged " + CTX.get());
        Thread noInherit = new Thread(null, () -> inherited[0] = CTX.get(), "no-inherit", 0, false);
        noInherit.start();
        noInherit.join();
        System.out.println("inheritThreadLocals=false sees " + inherited[0]);
        ThreadLocal<int[]> counter = ThreadLocal.withInitial(() -> new int[1]);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 10; i++) fs.add(pool.submit(() -> ++counter.get()[0]));
        for (Future<Integer> f : fs) f.get();
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("thread-local counters in pool: all futures done " + fs.stream().allMatch(Future::isDone) + " main counter " + counter.get()[0]);

        ThreadLocalRandom tlr = ThreadLocalRandom.current();
        boolean ok = true;
        for (int i = 0; i < 1000; i++) {
            int a = tlr.nextInt(5, 10);
            long b = tlr.nextLong(-3, 3);
            double d = tlr.nextDouble(1.0, 2.0);
            int g = tlr.nextInt(7);
            ok &= a >= 5 && a < 10 && b >= -3 && b < 3 && d >= 1.0 && d < 2.0 && g >= 0 && g < 7;
        }
        System.out.println("ThreadLocalRandom ranges ok " + ok + " same instance per thread " + (tlr == ThreadLocalRandom.current())
            + " stream count " + tlr.ints(25, 0, 3).count() + " all in range " + tlr.ints(100, 0, 3).allMatch(x -> x >= 0 && x < 3));
        try {
            tlr.setSeed(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("ThreadLocalRandom.setSeed: UnsupportedOperationException");
        }
        try {
            tlr.nextInt(10, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(10,5): " + e.getMessage());
        }

        Thread self = Thread.currentThread();
        LockSupport.unpark(self);
        LockSupport.park();
        System.out.println("park with pending permit returns immediately; interrupted " + Thread.interrupted());
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        System.out.println("parkNanos(20ms) returned");
        AtomicReference<String> parkedResult = new AtomicReference<>();
        AtomicBoolean go = new AtomicBoolean();
        Thread parker = new Thread(() -> {
            while (!go.get()) LockSupport.park("blocker-object");
            parkedResult.set("unparked and saw go");
        }, "parker");
        parker.start();
        for (int i = 0; i < 5000 && parker.getState() != Thread.State.WAITING; i++) Thread.sleep(1);
        System.out.println("parker state " + parker.getState() + " blocker " + LockSupport.getBlocker(parker));
        go.set(true);
        LockSupport.unpark(parker);
        parker.join();
        System.out.println(parkedResult.get() + " blocker after " + LockSupport.getBlocker(parker));
        Thread interruptedParker = new Thread(() -> {
            LockSupport.park();
            parkedResult.set("park returned on interrupt, flag " + Thread.currentThread().isInterrupted());
        });
        interruptedParker.start();
        for (int i = 0; i < 5000 && interruptedParker.getState() != Thread.State.WAITING; i++) Thread.sleep(1);
        interruptedParker.interrupt();
        interruptedParker.join();
        System.out.println(parkedResult.get());
        Thread.currentThread().interrupt();
        LockSupport.park();
        System.out.println("park with interrupt flag set returns; flag still " + Thread.interrupted());
        LockSupport.parkUntil(System.currentTimeMillis() + 5);
        System.out.println("parkUntil returned");

        System.out.println("TimeUnit: 1 DAYS in hours " + TimeUnit.DAYS.toHours(1) + " 90 MINUTES in hours " + TimeUnit.MINUTES.toHours(90) + " 1500 ms in s " + TimeUnit.MILLISECONDS.toSeconds(1500)
            + " 3 s in micros " + TimeUnit.SECONDS.toMicros(3) + " 1 ns in ms " + TimeUnit.NANOSECONDS.toMillis(1));
        System.out.println("convert 2 hours to minutes " + TimeUnit.MINUTES.convert(2, TimeUnit.HOURS) + " convert(Duration) " + TimeUnit.SECONDS.convert(java.time.Duration.ofMillis(12345))
            + " saturation " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE / 2) + " " + TimeUnit.SECONDS.toMillis(Long.MIN_VALUE / 10));
        System.out.println("toChronoUnit " + TimeUnit.MICROSECONDS.toChronoUnit() + " of(ChronoUnit.HOURS) " + TimeUnit.of(java.time.temporal.ChronoUnit.HOURS) + " values " + Arrays.toString(TimeUnit.values())
            + " valueOf " + TimeUnit.valueOf("SECONDS").ordinal());
        try {
            TimeUnit.of(java.time.temporal.ChronoUnit.WEEKS);
        } catch (IllegalArgumentException e) {
            System.out.println("TimeUnit.of(WEEKS): " + e.getMessage());
        }
        TimeUnit.MILLISECONDS.sleep(1);
        Thread sleeper = new Thread(() -> { });
        sleeper.start();
        TimeUnit.SECONDS.timedJoin(sleeper, 10);
        System.out.println("timedJoin done " + (sleeper.getState() == Thread.State.TERMINATED));
        Object mon = new Object();
        synchronized (mon) {
            TimeUnit.MILLISECONDS.timedWait(mon, 2);
        }
        System.out.println("timedWait done");
    }
}
