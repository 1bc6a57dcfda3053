// jvm-options: -Xmx24m -XX:+UseSerialGC
// Many small objects held from one array fill about 93% of the heap; a collection must keep every one of them.
// Then the heap is filled to the last byte: the OutOfMemoryError is caught and the array is still intact.
// Sizes are measured by filling the heap first, so both VMs run at the same fraction of their own heap.
public class GcHeapFullArray {
    static final class Node {
        final int id;
        Node link;
        Node(int id, Node link) { this.id = id; this.link = link; }
    }

    /** How many nodes fit in the heap: fill a list until OutOfMemoryError, then drop it. */
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

    static boolean intact(Node[] arr, int n) {
        for (int i = 0; i < n; i++) {
            Node x = arr[i];
            if (x == null || x.id != i || x.link != (i > 0 ? arr[i - 1] : null)) {
                System.out.println("broken at " + i);
                return false;
            }
        }
        return true;
    }

    static boolean intactQuiet(Node[] arr, int n) {
        for (int i = 0; i < n; i++) {
            Node x = arr[i];
            if (x == null || x.id != i || x.link != (i > 0 ? arr[i - 1] : null))
                return false;
        }
        return true;
    }

    public static void main(String[] args) {
        int cap = capacity();
        System.out.println("capacity measured: " + (cap > 100_000));
        // Nodes plus their array take about 80% * 7/6 of what the nodes alone did.
        int n = cap / 10 * 8;
        Node[] arr = new Node[n];
        for (int i = 0; i < n; i++)
            arr[i] = new Node(i, i > 0 ? arr[i - 1] : null);
        System.out.println("built");
        System.gc();
        System.out.println("intact after System.gc: " + intact(arr, n));

        // Fill what is left, holding everything, until the heap is exhausted. Nothing
        // may allocate until the extra list is dropped (printing would fail too).
        Node extra = null;
        int more = 0;
        String msg = null;
        try {
            for (;;) {
                extra = new Node(more, extra);
                more++;
            }
        } catch (OutOfMemoryError e) {
            msg = e.getMessage();
        }
        boolean intactWhenFull = intactQuiet(arr, n);
        int len = 0;
        for (Node x = extra; x != null; x = x.link)
            len++;
        extra = null;
        System.out.println("caught: " + msg);
        System.out.println("intact when full: " + intactWhenFull);
        System.out.println("extra list complete: " + (len == more));

        // Drop every other node and allocate replacements into the freed space.
        for (int i = 0; i < n; i += 2)
            arr[i] = null;
        for (int i = 1; i < n; i += 2)
            arr[i].link = null;
        System.gc();
        for (int i = 0; i < n; i += 2)
            arr[i] = new Node(i, i > 0 ? arr[i - 1] : null);
        for (int i = 1; i < n; i += 2)
            arr[i].link = arr[i - 1];
        System.out.println("intact after refill: " + intact(arr, n));
    }
}
