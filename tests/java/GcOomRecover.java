// jvm-options: -Xmx16m -XX:+UseSerialGC
// OutOfMemoryError is an ordinary catchable error: caught where the heap ran out, in a
// caller, in another thread and through finally blocks; soft references are cleared before
// it is thrown; after each the program frees what it held and goes on allocating. As on
// HotSpot, only the first four such errors carry a stack trace.
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.List;

public class GcOomRecover {
    static final class Node {
        final Node next;
        final long pad;
        Node(Node next, long pad) { this.next = next; this.pad = pad; }
    }

    static Node hold;
    static OutOfMemoryError last;

    static int fillUntilOom() {
        int n = 0;
        try {
            for (;;) {
                hold = new Node(hold, n);
                n++;
            }
        } catch (OutOfMemoryError e) {
            hold = null;
            last = e;
            return n;
        }
    }

    static void fillUncaught() {
        for (;;)
            hold = new Node(hold, 0);
    }

    static int finallyRuns;

    static void nested(int depth) {
        try {
            if (depth == 0)
                fillUncaught();
            else
                nested(depth - 1);
        } finally {
            finallyRuns++;
        }
    }

    public static void main(String[] args) throws Exception {
        // 1. Caught by a caller, through finally blocks; the error is the usual one.
        try {
            nested(5);
        } catch (OutOfMemoryError e) {
            hold = null;
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("caught in caller: " + e.getClass().getName() + ": " + e.getMessage()
                + " at " + top.getMethodName() + ", finally blocks run: " + finallyRuns);
        }

        // 2. Caught where it happens; the heap is usable afterwards, again and again.
        int first = fillUntilOom();
        System.out.println("second error has a stack trace: " + (last.getStackTrace().length > 0));
        boolean same = true;
        for (int i = 0; i < 5; i++) {
            int again = fillUntilOom();
            same &= again > first / 2;
        }
        System.out.println("filled, recovered 5 times: " + (first > 10_000) + " " + same);
        System.out.println("seventh error: " + last.getMessage() + ", stack trace length " + last.getStackTrace().length);

        // 3. Soft references are cleared before OutOfMemoryError. (A small
        // referent: Rivet scans C stacks conservatively, and a stale word
        // anywhere inside a 4 MB array kept it now and then.)
        SoftReference<byte[]> soft = new SoftReference<>(new byte[1 << 10]);
        fillUntilOom();
        System.out.println("soft reference cleared: " + (soft.get() == null));

        // 4. In another thread: the thread's handler sees it, main goes on.
        List<String> seen = new ArrayList<>();
        Thread t = new Thread(() -> {
            try {
                fillUncaught();
            } finally {
                hold = null;
            }
        });
        t.setUncaughtExceptionHandler((th, e) -> {
            synchronized (seen) {
                seen.add(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        });
        t.start();
        t.join();
        System.out.println("other thread: " + seen);

        // 5. A single request larger than what is free, while most of the heap is held.
        List<byte[]> chunks = new ArrayList<>();
        try {
            for (int i = 0; i < 12; i++)
                chunks.add(new byte[1 << 20]);
            byte[] big = new byte[8 << 20];
            System.out.println("big allocated?! " + big.length);
        } catch (OutOfMemoryError e) {
            int held = chunks.size();
            chunks = null;
            System.out.println("big request failed: " + e.getMessage() + ", chunks held " + (held > 6));
        }
        byte[] big = new byte[8 << 20];
        big[big.length - 1] = 1;
        System.out.println("after freeing, big request: " + big[big.length - 1]);
    }
}
