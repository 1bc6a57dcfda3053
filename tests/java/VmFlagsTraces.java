// jvm-options: -XX:AutoBoxCacheMax=1000 -XX:-ShowCodeDetailsInExceptionMessages -XX:MaxJavaStackTraceDepth=10
// compare: stderr
import java.util.*;

// HotSpot flags that change what a program sees: -XX:AutoBoxCacheMax (Integer.valueOf's cache),
// -XX:-ShowCodeDetailsInExceptionMessages (no helpful NullPointerException messages) and
// -XX:MaxJavaStackTraceDepth (the frames a throwable keeps; Thread.getStackTrace of another thread
// and StackWalker are not limited).
public class VmFlagsTraces {
    static int[] arr;
    static void deep(int n) { if (n == 0) throw new IllegalStateException("deep"); deep(n - 1); }
    static void walk(int n) {
        if (n == 0) { System.out.println("walker frames " + StackWalker.getInstance().walk(s -> s.count())); return; }
        walk(n - 1);
    }
    public static void main(String[] args) throws Exception {
        Integer a = 999, b = 999, c = 1001, d = 1001, e = -128, f = -128, g = -129, h = -129;
        System.out.println("cache " + (a == b) + " " + (c == d) + " " + (e == f) + " " + (g == h) + " " + (Integer.valueOf(1000) == Integer.valueOf(1000))
            + " long " + (Long.valueOf(500) == Long.valueOf(500)) + " prop " + System.getProperty("java.lang.Integer.IntegerCache.high"));
        try { arr[0] = 1; } catch (NullPointerException npe) { System.out.println("npe message " + npe.getMessage()); }
        try { Object o = null; o.hashCode(); } catch (NullPointerException npe) { System.out.println("npe message " + npe.getMessage()); }
        try { deep(50); } catch (IllegalStateException ex) {
            System.out.println("trace depth " + ex.getStackTrace().length);
            ex.printStackTrace();
        }
        walk(30);
        Thread t = new Thread(() -> { try { Thread.sleep(100_000); } catch (InterruptedException ie) {} });
        t.start();
        while (t.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        System.out.println("other thread frames > 0 " + (t.getStackTrace().length > 0));
        t.interrupt(); t.join();
        Exception wrapped = new RuntimeException("outer", new Exception("inner"));
        wrapped.printStackTrace();
        deep(40);
    }
}
