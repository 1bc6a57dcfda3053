/** A field-heavy object graph: a binary tree of nodes with parent links,
 * walked and updated (sizes propagated up, values rebalanced), then a linked
 * list threaded through it and reversed repeatedly. */
public class Graph {
    static final class Node {
        Node left, right, parent, next;
        int value, size;
        long sum;
        Node(int value, Node parent) { this.value = value; this.parent = parent; this.size = 1; }
    }

    static Node build(int lo, int hi, Node parent) {
        if (lo > hi)
            return null;
        int mid = (lo + hi) >>> 1;
        Node n = new Node(mid, parent);
        n.left = build(lo, mid - 1, n);
        n.right = build(mid + 1, hi, n);
        return n;
    }

    /* Every leaf walks up to the root through parent links, adding its value. */
    static void propagate(Node n) {
        if (n == null)
            return;
        if (n.left == null && n.right == null) {
            for (Node p = n.parent; p != null; p = p.parent) {
                p.sum += n.value;
                p.size++;
            }
        }
        propagate(n.left);
        propagate(n.right);
    }

    static Node thread(Node n, Node tail) {
        if (n == null)
            return tail;
        tail = thread(n.left, tail);
        tail.next = n;
        return thread(n.right, n);
    }

    public static void main(String[] args) {
        Node root = build(0, (1 << 15) - 1, null);
        for (int round = 0; round < 24; round++)
            propagate(root);
        Node head = new Node(-1, null);
        thread(root, head);
        Node list = head.next;
        long check = 0;
        for (int round = 0; round < 120; round++) {
            Node prev = null, cur = list;
            while (cur != null) {
                Node nx = cur.next;
                cur.next = prev;
                cur.value += round;
                prev = cur;
                cur = nx;
            }
            list = prev;
            check += list.value;
        }
        System.out.println(root.sum + " " + root.size + " " + check);
    }
}
