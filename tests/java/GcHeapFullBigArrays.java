// jvm-options: -Xmx32m -XX:+UseSerialGC
// Big arrays near the limit: arrays of 64 KiB, 256 KiB and 1 MiB fill about 90% of the heap,
// keep their contents through collections, and are freed and reallocated; one array larger
// than the heap and one whose length exceeds the VM limit fail with catchable errors.
public class GcHeapFullBigArrays {
    static int[][] slots = new int[4096][];

    /** How many arrays of this length fit: fill until OutOfMemoryError, then drop them. */
    static int capacity(int len) {
        int n = 0;
        try {
            while (n < slots.length) {
                slots[n] = new int[len];
                n++;
            }
        } catch (OutOfMemoryError e) {
            // fall through
        }
        java.util.Arrays.fill(slots, null);
        return n;
    }

    static void fill(int[] a, int seed) {
        for (int i = 0; i < a.length; i += 97)
            a[i] = seed * 31 + i;
        a[a.length - 1] = seed;
    }

    static boolean check(int[] a, int seed) {
        for (int i = 0; i < a.length; i += 97)
            if (a[i] != seed * 31 + i)
                return false;
        return a[a.length - 1] == seed;
    }

    static void run(int len) {
        int cap = capacity(len);
        int n = cap / 10 * 9;
        for (int i = 0; i < n; i++) {
            slots[i] = new int[len];
            fill(slots[i], i);
        }
        System.gc();
        boolean ok = true;
        for (int i = 0; i < n; i++)
            ok &= check(slots[i], i);
        // Free and reallocate a third of them, several times over.
        for (int round = 0; round < 3; round++) {
            for (int i = round; i < n; i += 3)
                slots[i] = null;
            for (int i = round; i < n; i += 3) {
                slots[i] = new int[len];
                fill(slots[i], i + 1000 * (round + 1));
            }
        }
        for (int i = 0; i < n; i++) {
            int r = i % 3;
            ok &= check(slots[i], i + 1000 * (r + 1));
        }
        System.out.println((len * 4 / 1024) + " KiB arrays: capacity measured " + (cap >= 10) + ", intact " + ok);
        java.util.Arrays.fill(slots, null);
    }

    public static void main(String[] args) {
        run(16 * 1024);
        run(64 * 1024);
        run(256 * 1024);
        try {
            long[] huge = new long[64 * 1024 * 1024];
            System.out.println("huge allocated?! " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("larger than the heap: " + e.getMessage());
        }
        try {
            byte[] tooLong = new byte[Integer.MAX_VALUE];
            System.out.println("too long allocated?! " + tooLong.length);
        } catch (OutOfMemoryError e) {
            System.out.println("over the VM limit: " + e.getMessage());
        }
        // The heap is usable again after both failures.
        run(64 * 1024);
    }
}
