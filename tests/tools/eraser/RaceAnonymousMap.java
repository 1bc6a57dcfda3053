import java.util.HashMap;

/** Racy: a word count in the program's own subclass of HashMap (an
 *  anonymous one, as the textbook LRU cache subclasses LinkedHashMap) held
 *  in an object's field, updated under lockA by add() and under lockB by
 *  addAll(). The race is on HashMap's own fields, and is named by the
 *  program's variable that holds the map, as for a plain HashMap
 *  (RaceHashMapTwoLocks); it was named by the JDK's field alone (hunt 11
 *  F6). */
class Words {
    final HashMap<String, Integer> counts = new HashMap<>() {
        @Override
        public String toString() {
            return "counts " + super.toString();
        }
    };
}

public class RaceAnonymousMap {
    static final Words words = new Words();
    static final Object lockA = new Object(), lockB = new Object();
    static void add(String w) {
        synchronized (lockA) { words.counts.merge(w, 1, Integer::sum); }
    }
    static void addAll(String w, int n) {
        synchronized (lockB) { words.counts.merge(w, n, Integer::sum); }
    }
    public static void main(String[] args) throws Exception {
        words.counts.put("x", 0);
        Thread a = new Thread(() -> { for (int i = 0; i < 3; i++) add("x"); });
        Thread b = new Thread(() -> { for (int i = 0; i < 3; i++) addAll("x", 2); });
        a.start(); b.start(); a.join(); b.join();
        System.out.println("counted");
    }
}
