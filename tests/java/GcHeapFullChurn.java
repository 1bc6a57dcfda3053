// jvm-options: -Xmx24m -XX:+UseSerialGC
// Objects freed and reallocated in a loop while about 85% of the heap stays live: random
// slots of a big array get new nodes, small arrays and strings, so almost every collection
// runs close to the limit. Sizes come from filling the heap first.
import java.util.Random;

public class GcHeapFullChurn {
    static final class Node {
        final int id;
        Object payload;
        Node(int id, Object payload) { this.id = id; this.payload = payload; }
    }

    static int capacity() {
        Node head = null;
        int n = 0;
        try {
            for (;;) {
                head = new Node(n, head);
                n++;
            }
        } catch (OutOfMemoryError e) {
            head = null;
        }
        return n;
    }

    static Object payloadFor(int id, int kind) {
        switch (kind) {
            case 0: return null;
            case 1: return new int[] {id, ~id};
            default: return Integer.toString(id);
        }
    }

    static boolean valid(Node x, int i) {
        if (x == null || x.id != i)
            return false;
        Object p = x.payload;
        if (p == null)
            return true;
        if (p instanceof int[])
            return ((int[]) p)[0] == i && ((int[]) p)[1] == ~i;
        return p.equals(Integer.toString(i));
    }

    public static void main(String[] args) {
        int cap = capacity();
        System.out.println("capacity measured: " + (cap > 100_000));
        // Plain nodes plus the array: about 70% of the heap; payloads bring it to about 85%.
        int n = cap / 10 * 6;
        Node[] arr = new Node[n];
        Random rnd = new Random(42);
        for (int i = 0; i < n; i++)
            arr[i] = new Node(i, i % 8 == 0 ? payloadFor(i, 1) : null);
        int replaced = 0;
        for (int step = 0; step < 3 * n; step++) {
            int i = rnd.nextInt(n);
            arr[i] = new Node(i, payloadFor(i, rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(2) : 0));
            replaced++;
        }
        boolean ok = true;
        for (int i = 0; i < n; i++)
            ok &= valid(arr[i], i);
        System.out.println("replaced " + (replaced == 3 * n) + ", all valid: " + ok);
        System.gc();
        ok = true;
        for (int i = 0; i < n; i++)
            ok &= valid(arr[i], i);
        System.out.println("valid after System.gc: " + ok);
    }
}
