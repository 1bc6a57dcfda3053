import java.util.concurrent.atomic.AtomicInteger;

/* SCTBench's safestack (CS set, safestack_bad), 3 threads: a lock-free stack
 * of array slots linked by index, head swung by compare-and-set. pop reads
 * head h and next[h], then CASes head from h to next[h]; if meanwhile others
 * popped h and next[h] and pushed h back, the CAS succeeds with a stale
 * next[h] (ABA) and a slot still in use goes back on the stack: two threads
 * own it, and one's assert sees the other's mark. Needs several preemptions
 * in the right places. */
public class SafeStack {
    static final int N = 3;
    static final AtomicInteger head = new AtomicInteger(0);
    static final AtomicInteger count = new AtomicInteger(N);
    static final int[] next = new int[N];
    static final int[] owner = new int[N];

    static int pop() {
        while (count.get() > 1) {
            int h = head.get();
            if (h < 0) return -1;
            int n = next[h];
            if (head.compareAndSet(h, n)) { count.decrementAndGet(); return h; }
        }
        return -1;
    }

    static void push(int i) {
        while (true) {
            int h = head.get();
            next[i] = h;
            if (head.compareAndSet(h, i)) { count.incrementAndGet(); return; }
        }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < N - 1; i++) next[i] = i + 1;
        next[N - 1] = -1;
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            final int id = t + 1;
            ts[t] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    int e = pop();
                    if (e >= 0) {
                        owner[e] = id;
                        assert owner[e] == id : "element " + e + " owned twice";
                        push(e);
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("done");
    }
}
