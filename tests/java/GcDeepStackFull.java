// jvm-options: -Xmx16m -Xss512k -XX:+UseSerialGC
// Deep recursion to a StackOverflowError with the heap nearly full, and a
// recursion that allocates at each level, which runs out of stack or of heap.
import java.util.*;
public class GcDeepStackFull {
    static List<Object> l = new ArrayList<>();
    static int rec(int n) {
        Object o = new int[20];
        try {
            return rec(n + 1) + (o.hashCode() & 0);
        } catch (StackOverflowError e) {
            return n;
        }
    }
    static int rec2(int n) { l.add(new long[10]); return rec2(n + 1); }
    public static void main(String[] a) {
        for (int i = 0; i < 5; i++) { int d = rec(0); }
        try { for (;;) l.add(new long[100]); } catch (OutOfMemoryError e) {}
        l.remove(l.size() - 1);
        try { rec2(0); } catch (StackOverflowError | OutOfMemoryError e) { l = null; System.out.println("soe-or-oom"); }
        l = null;
        for (int i = 0; i < 5; i++) { int d = rec(0); }
        System.out.println("done");
    }
}
