/** Allocation: many short-lived objects and arrays, a linked list churned. */
public class Alloc {
    static final class Node { final int v; Node next; Node(int v, Node n) { this.v = v; next = n; } }
    public static void main(String[] args) {
        long sum = 0;
        Node keep = null;
        for (int i = 0; i < 3_000_000; i++) {
            Node n = new Node(i, null);
            int[] tmp = new int[8];
            tmp[i & 7] = n.v;
            sum += tmp[i & 7];
            if ((i & 1023) == 0) { keep = new Node(i, keep); }
        }
        int len = 0;
        for (Node n = keep; n != null; n = n.next) len++;
        System.out.println(sum + " " + len);
    }
}
