import java.util.TreeMap;

/** Racy: two threads put into one TreeMap (a sorted index of names); the
 *  race is inside TreeMap.put (the root, the size, the rebalancing). */
public class RaceTreeMap {
    static final TreeMap<String, Integer> index = new TreeMap<>();

    static void add(String name) {
        index.put(name, name.length());
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> add("carol"));
        Thread b = new Thread(() -> add("dave"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("indexed"); // one entry may be lost: the race
    }
}
