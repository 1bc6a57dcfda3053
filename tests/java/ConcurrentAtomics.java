import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// Atomic* classes (all update methods), field updaters, LongAdder/LongAccumulator/DoubleAdder under contention.
public class ConcurrentAtomics {
    static class Node {
        volatile int count;
        volatile long total;
        volatile String label = "start";
        int notVolatile;
    }

    static void runThreads(int n, java.util.function.IntConsumer body) throws InterruptedException {
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> body.accept(id));
            ts[i].start();
        }
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println("AtomicInteger get " + ai.get() + " incrementAndGet " + ai.incrementAndGet() + " getAndIncrement " + ai.getAndIncrement() + " addAndGet(10) " + ai.addAndGet(10)
            + " getAndAdd(-3) " + ai.getAndAdd(-3) + " decrementAndGet " + ai.decrementAndGet() + " now " + ai);
        System.out.println("CAS(13,100) " + ai.compareAndSet(13, 100) + " CAS(12,100) " + ai.compareAndSet(12, 100) + " weakCAS " + ai.weakCompareAndSetPlain(100, 101)
            + " getAndSet " + ai.getAndSet(7) + " updateAndGet " + ai.updateAndGet(x -> x * x) + " getAndUpdate " + ai.getAndUpdate(x -> x - 9)
            + " accumulateAndGet " + ai.accumulateAndGet(3, Math::max) + " getAndAccumulate " + ai.getAndAccumulate(100, Integer::sum) + " intValue " + ai.intValue()
            + " compareAndExchange " + ai.compareAndExchange(140, 1) + " " + ai.compareAndExchange(0, 2) + " getPlain " + ai.getPlain() + " getAcquire " + ai.getAcquire());
        ai.lazySet(-1);
        ai.setRelease(ai.getOpaque() - 1);
        System.out.println("lazySet/setRelease " + ai.get());
        AtomicInteger shared = new AtomicInteger();
        runThreads(4, id -> { for (int i = 0; i < 2500; i++) shared.incrementAndGet(); });
        System.out.println("contended increments " + shared.get());
        AtomicInteger maxSeen = new AtomicInteger(Integer.MIN_VALUE);
        runThreads(4, id -> { for (int i = 0; i < 200; i++) { int v = (i * 37 + id * 11) % 997; maxSeen.accumulateAndGet(v, Math::max); } });
        System.out.println("accumulate max " + maxSeen.get());

        AtomicLong al = new AtomicLong(Long.MAX_VALUE - 1);
        System.out.println("AtomicLong overflow " + al.incrementAndGet() + " " + al.incrementAndGet() + " getAndAdd " + al.getAndAdd(Long.MIN_VALUE) + " now " + al.get() + " doubleValue " + al.doubleValue());
        AtomicLong sum = new AtomicLong();
        runThreads(3, id -> { for (int i = 1; i <= 1000; i++) sum.addAndGet(i); });
        System.out.println("AtomicLong sum " + sum);

        AtomicBoolean ab = new AtomicBoolean();
        System.out.println("AtomicBoolean CAS " + ab.compareAndSet(false, true) + " " + ab.compareAndSet(false, true) + " getAndSet " + ab.getAndSet(false) + " " + ab);
        AtomicInteger winners = new AtomicInteger();
        AtomicBoolean once = new AtomicBoolean();
        runThreads(5, id -> { if (once.compareAndSet(false, true)) winners.incrementAndGet(); });
        System.out.println("exactly one winner " + winners.get());

        AtomicReference<String> ar = new AtomicReference<>("init");
        System.out.println("AtomicReference " + ar.get() + " CAS " + ar.compareAndSet("init", "next") + " updateAndGet " + ar.updateAndGet(s -> s + "!") + " getAndSet " + ar.getAndSet("x") + " " + ar);
        String a1 = new String("same");
        AtomicReference<String> identity = new AtomicReference<>(a1);
        System.out.println("CAS uses identity: equal-but-distinct " + identity.compareAndSet(new String("same"), "no") + " same ref " + identity.compareAndSet(a1, "yes"));
        AtomicReference<List<Integer>> listRef = new AtomicReference<>(List.of());
        runThreads(4, id -> {
            for (int i = 0; i < 25; i++) {
                final int v = id * 100 + i;
                listRef.updateAndGet(l -> { List<Integer> n = new ArrayList<>(l); n.add(v); return List.copyOf(n); });
            }
        });
        List<Integer> sortedList = new ArrayList<>(listRef.get());
        Collections.sort(sortedList);
        System.out.println("immutable list via CAS loop size " + sortedList.size() + " first " + sortedList.get(0) + " last " + sortedList.get(99));
        AtomicStampedReference<String> asr = new AtomicStampedReference<>("v0", 0);
        int[] stamp = new int[1];
        String cur = asr.get(stamp);
        System.out.println("stamped " + cur + "/" + stamp[0] + " CAS " + asr.compareAndSet(cur, "v1", 0, 1) + " stale CAS " + asr.compareAndSet("v1", "v2", 0, 2)
            + " now " + asr.getReference() + "/" + asr.getStamp() + " attemptStamp " + asr.attemptStamp("v1", 9) + " " + asr.getStamp());
        AtomicMarkableReference<String> amr = new AtomicMarkableReference<>("m", false);
        System.out.println("markable " + amr.isMarked() + " " + amr.compareAndSet("m", "m", false, true) + " " + amr.isMarked() + " attemptMark " + amr.attemptMark("m", false) + " " + amr.isMarked());

        AtomicIntegerArray aia = new AtomicIntegerArray(10);
        runThreads(5, id -> { for (int i = 0; i < 1000; i++) aia.incrementAndGet(i % 10); });
        System.out.println("AtomicIntegerArray " + aia + " length " + aia.length() + " CAS " + aia.compareAndSet(3, 500, -1) + " getAndAdd " + aia.getAndAdd(0, 5) + " " + aia.get(0)
            + " accumulate " + aia.accumulateAndGet(9, 3, (x, y) -> x * y));
        try {
            aia.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("AtomicIntegerArray get(10): " + e.getMessage());
        }
        AtomicLongArray ala = new AtomicLongArray(new long[]{1, 2, 3});
        ala.getAndUpdate(1, x -> x << 40);
        System.out.println("AtomicLongArray " + ala + " decrementAndGet " + ala.decrementAndGet(2));
        AtomicReferenceArray<String> ara = new AtomicReferenceArray<>(new String[]{"p", "q"});
        System.out.println("AtomicReferenceArray CAS " + ara.compareAndSet(0, "p", "P") + " " + ara + " getAndSet " + ara.getAndSet(1, "Q") + " " + ara);

        AtomicIntegerFieldUpdater<Node> countU = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
        AtomicLongFieldUpdater<Node> totalU = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
        AtomicReferenceFieldUpdater<Node, String> labelU = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");
        Node node = new Node();
        runThreads(4, id -> { for (int i = 0; i < 500; i++) { countU.incrementAndGet(node); totalU.addAndGet(node, i); } });
        System.out.println("field updaters count " + node.count + " total " + node.total + " label CAS " + labelU.compareAndSet(node, "start", "done") + " " + node.label
            + " getAndUpdate " + countU.getAndUpdate(node, x -> x / 2) + " " + countU.get(node));
        try {
            AtomicIntegerFieldUpdater.newUpdater(Node.class, "notVolatile");
        } catch (IllegalArgumentException e) {
            System.out.println("non-volatile field: IllegalArgumentException " + e.getMessage());
        }
        try {
            AtomicIntegerFieldUpdater.newUpdater(Node.class, "missing");
        } catch (RuntimeException e) {
            System.out.println("missing field: " + e.getClass().getName() + " cause " + (e.getCause() == null ? null : e.getCause().getClass().getName()));
        }
        try {
            AtomicLongFieldUpdater.newUpdater(Node.class, "count");
        } catch (IllegalArgumentException e) {
            System.out.println("wrong type: IllegalArgumentException " + e.getMessage());
        }
        try {
            AtomicReferenceFieldUpdater.newUpdater(Node.class, Integer.class, "label");
        } catch (ClassCastException e) {
            System.out.println("wrong reference type: ClassCastException");
        }

        LongAdder adder = new LongAdder();
        runThreads(4, id -> { for (int i = 0; i < 2000; i++) adder.increment(); adder.add(id); });
        System.out.println("LongAdder sum " + adder.sum() + " intValue " + adder.intValue() + " toString " + adder + " sumThenReset " + adder.sumThenReset() + " after reset " + adder.sum());
        adder.decrement();
        System.out.println("decrement " + adder.longValue());
        LongAccumulator maxAcc = new LongAccumulator(Long::max, Long.MIN_VALUE);
        LongAccumulator prodAcc = new LongAccumulator((x, y) -> x * y, 1);
        runThreads(4, id -> { for (int i = 0; i < 100; i++) maxAcc.accumulate((i * 7919L + id) % 1009); prodAcc.accumulate(id + 2); });
        System.out.println("LongAccumulator max " + maxAcc.get() + " product " + prodAcc.get() + " getThenReset " + maxAcc.getThenReset() + " after reset " + maxAcc.get());
        DoubleAdder da = new DoubleAdder();
        runThreads(4, id -> { for (int i = 0; i < 100; i++) da.add(0.5); });
        DoubleAccumulator dmin = new DoubleAccumulator(Math::min, Double.POSITIVE_INFINITY);
        runThreads(3, id -> dmin.accumulate(id - 1.5));
        System.out.println("DoubleAdder " + da.sum() + " DoubleAccumulator min " + dmin.get());
    }
}
