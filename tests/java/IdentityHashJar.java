import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

// run: -jar
// Run from a jar (HotSpot's start-up then draws 15 hashes, not 7).
// Identity hashes as HotSpot draws them on the main thread (Marsaglia's
// xor-shift, hashCode=5, seeded as HotSpot seeds main). Printing an object
// without toString, or iterating a HashSet of such objects, gives HotSpot's
// output. The program avoids string concatenation and lambdas before and
// between the hashes: their linkage draws hashes in HotSpot's Java code.
public class IdentityHashJar {
    static class Node {
        final int id;

        Node(int id) {
            this.id = id;
        }
    }

    public static void main(String[] args) {
        Object o = new Object();
        System.out.println(o);
        System.out.println(o.hashCode());
        System.out.println(System.identityHashCode(new Object()));
        Node n = new Node(1);
        System.out.println(n.hashCode());
        HashSet<Node> set = new HashSet<>();
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Node x = new Node(i);
            nodes.add(x);
            set.add(x);
        }
        for (Node x : set) {
            System.out.print(x.id);
            System.out.print(' ');
        }
        System.out.println();
        HashMap<Object, Integer> map = new HashMap<>();
        for (int i = 0; i < 8; i++)
            map.put(new Object(), i);
        for (Integer v : map.values()) {
            System.out.print(v);
            System.out.print(' ');
        }
        System.out.println();
        int[] arr = new int[3];
        System.out.println(arr.hashCode());
        System.out.println(Integer.toHexString(nodes.get(0).hashCode()));
    }
}
