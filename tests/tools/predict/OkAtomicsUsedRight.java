import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** Correct: atomics and a ConcurrentHashMap used through their atomic
 *  operations (a CAS loop on get() and compareAndSet, incrementAndGet,
 *  getAndSet to claim a one-time job, putIfAbsent then get, merge), a
 *  volatile progress counter with a single writer and a polling reader, and
 *  get()/put() of keys that each thread owns. */
public class OkAtomicsUsedRight {
    static final AtomicInteger max = new AtomicInteger();
    static final AtomicLong total = new AtomicLong();
    static final AtomicBoolean claimed = new AtomicBoolean();
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static volatile int progress;
    static int jobsRun;

    static void offer(int v) {
        for (;;) {
            int cur = max.get();
            if (cur >= v || max.compareAndSet(cur, v))
                return;
        }
    }

    static void work(String me, int v) {
        offer(v);
        total.incrementAndGet();
        if (!claimed.getAndSet(true)) {
            synchronized (OkAtomicsUsedRight.class) {
                jobsRun++;
            }
        }
        map.putIfAbsent("shared", 0);
        map.get("shared");
        map.merge("shared", 1, Integer::sum);
        map.put(me, v); // its own key
        Integer mine = map.get(me);
        map.put(me, mine + 1);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> work("a", 3));
        Thread b = new Thread(() -> work("b", 5));
        Thread counter = new Thread(() -> {
            for (int i = 0; i < 5; i++)
                progress = progress + 1; // the only writer
        });
        a.start();
        b.start();
        counter.start();
        while (progress < 5)
            Thread.yield();
        a.join();
        b.join();
        counter.join();
        System.out.println(max.get() + " " + total.get() + " " + jobsRun + " " + map.get("shared") + " " + map.get("a")
                + " " + map.get("b"));
    }
}
