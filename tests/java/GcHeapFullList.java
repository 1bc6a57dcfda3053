// jvm-options: -Xmx24m -XX:+UseSerialGC
// Linked structures filling about 90% of the heap: one long singly linked list (deep
// marking), then a doubly linked list whose every other node is unlinked and reallocated.
// Sizes come from filling the heap first, so both VMs run at the same fraction of their heap.
public class GcHeapFullList {
    static final class Node {
        int id;
        Node next, prev;
        Node(int id, Node next) { this.id = id; this.next = next; }
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

    static Node build(int n) {
        Node head = null;
        for (int i = 0; i < n; i++)
            head = new Node(i, head);
        return head;
    }

    /** Checks ids count down from n-1 to 0 and the list has n nodes. */
    static boolean check(Node head, int n) {
        int expect = n - 1;
        for (Node x = head; x != null; x = x.next) {
            if (x.id != expect)
                return false;
            expect--;
        }
        return expect == -1;
    }

    public static void main(String[] args) {
        int cap = capacity();
        System.out.println("capacity measured: " + (cap > 100_000));
        int n = cap / 10 * 9;
        Node head = build(n);
        System.gc();
        System.out.println("singly linked intact: " + check(head, n));
        // Garbage made while the list is held: collections run close to the limit.
        long sum = 0;
        for (int round = 0; round < 20; round++) {
            for (int i = 0; i < 5000; i++) {
                int[] t = new int[4];
                t[0] = i;
                sum += t[0];
            }
        }
        System.out.println("garbage made: " + sum + ", still intact: " + check(head, n));
        head = null;

        // Doubly linked: prev pointers, then replace every other node.
        Node dhead = build(n);
        for (Node x = dhead; x != null && x.next != null; x = x.next)
            x.next.prev = x;
        for (Node x = dhead; x != null && x.next != null && x.next.next != null; x = x.next) {
            Node victim = x.next, after = victim.next;
            Node fresh = new Node(victim.id, after);
            victim.next = victim.prev = null;
            fresh.prev = x;
            after.prev = fresh;
            x.next = fresh;
            x = fresh;
        }
        boolean back = true;
        Node last = dhead;
        while (last.next != null) {
            if (last.next.prev != last)
                back = false;
            last = last.next;
        }
        System.gc();
        System.out.println("doubly linked intact: " + check(dhead, n) + ", back links: " + back);
    }
}
