import java.util.HashMap;

/** Racy: a word count in a HashMap updated under lockA by add() and under
 *  lockB by addAll(). The program never touches a field itself: the race is
 *  on HashMap's own fields (Node.value here), which Eraser watches for
 *  java.util's collections although it leaves the rest of the JDK alone. */
public class RaceHashMapTwoLocks {
    static final HashMap<String, Integer> counts = new HashMap<>();
    static final Object lockA = new Object(), lockB = new Object();
    static void add(String w) {
        synchronized (lockA) { counts.merge(w, 1, Integer::sum); }
    }
    static void addAll(String w, int n) {
        synchronized (lockB) { counts.merge(w, n, Integer::sum); }
    }
    public static void main(String[] args) throws Exception {
        counts.put("x", 0);
        Thread a = new Thread(() -> { for (int i = 0; i < 3; i++) add("x"); });
        Thread b = new Thread(() -> { for (int i = 0; i < 3; i++) addAll("x", 2); });
        a.start(); b.start(); a.join(); b.join();
        System.out.println("counted");
    }
}
