// jvm-options: -Xmx64m
/*
 * Locals that no longer hold a live value keep nothing alive: the collector
 * takes a frame's local as a root only where its type may be a reference
 * (hunt 12: each case below ran out of a 64 MB heap on Rivet, where HotSpot,
 * even its interpreter, runs them). Each case drops a 40 MB temporary and
 * then allocates 40 MB more in the same frame.
 */
public class GcDeadLocals {
    static final int N = 5_000_000; // 40 MB of longs

    /* A block's temporary, dead after the block. */
    static long afterBlock(boolean flag) {
        long sum = 0;
        if (flag) {
            long[] big = new long[N];
            big[1] = 7;
            sum += big[1];
        }
        long[] other = new long[N];
        other[2] = 3;
        return sum + other[2];
    }

    /* A loop body's temporary. */
    static long afterLoop() {
        long n = 0;
        for (int i = 0; i < 2; i++) {
            long[] t = new long[N / 2];
            n += t.length;
        }
        long[] other = new long[N];
        return n + other.length;
    }

    /* The catch-OutOfMemoryError idiom: the array being filled is dead in the handler. */
    static String inHandler() {
        try {
            int idx = 0;
            Object[] o = new Object[N];
            for (; idx < N; idx++)
                o[idx] = new long[4];
            return "filled " + idx;
        } catch (OutOfMemoryError e) {
            long[] after = new long[N / 2];
            return "caught: " + e.getMessage() + ", then " + after.length;
        }
    }

    /* A slot reused for an int after its reference. */
    static long reusedAsInt(boolean flag) {
        long s = 0;
        if (flag) {
            long[] big = new long[N];
            s = big.length;
        }
        for (int k = 0; k < 3; k++)
            s += k;
        long[] other = new long[N];
        return s + other.length;
    }

    public static void main(String[] args) {
        System.out.println("afterBlock " + afterBlock(true));
        System.out.println("afterLoop " + afterLoop());
        System.out.println(inHandler());
        System.out.println("reusedAsInt " + reusedAsInt(true));
        // A live local must stay: the array is still read after the allocation.
        long[] keep = new long[1000];
        keep[999] = 42;
        for (int i = 0; i < 20; i++) {
            long[] churn = new long[N / 4];
            churn[0] = i;
        }
        System.out.println("kept " + keep[999]);
    }
}
