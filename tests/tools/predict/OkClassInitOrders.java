import java.util.HashMap;
import java.util.Map;

/*
 * OkClassInitOrders -- correct: two threads use classes whose static
 * initialisers fill a HashMap (through HashMap.put) and make an object
 * (through its constructor). Whichever thread initialises a class, the
 * other takes the class's initialisation lock before its first use (JLS
 * 12.4.2), so the initialiser's writes, also those made inside the methods
 * it calls, come before its reads.
 *
 * Predict: nothing, also with `unconfirmed` (before, a race on
 * HashMap.table and one on Box.v were predicted, not confirmed).
 */
public class OkClassInitOrders {
    static class Table {
        static final Map<String, Integer> M = make();

        static Map<String, Integer> make() {
            Map<String, Integer> m = new HashMap<>();
            m.put("a", 1);
            m.put("b", 2);
            return m;
        }
    }

    static class Box {
        int v;

        Box(int v) {
            this.v = v;
        }
    }

    static class Boxes {
        static final Box B = new Box(7);
        static int count;

        static {
            setCount(3); // a static of its own class, written by a method the initialiser calls
        }

        static void setCount(int n) {
            count = n;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] sums = new int[2];
        Thread t = new Thread(() -> sums[0] = Table.M.get("a") + Boxes.B.v + Boxes.count);
        Thread u = new Thread(() -> sums[1] = Table.M.get("b") + Boxes.B.v + Boxes.count);
        t.start();
        u.start();
        t.join();
        u.join();
        System.out.println(sums[0] + " " + sums[1]);
    }
}
