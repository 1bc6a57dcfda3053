import java.util.HashMap;
import java.util.Map;

/** Racy: two threads put into one HashMap (the race is inside HashMap.put). */
public class RaceHashMap {
    static final Map<String, Integer> scores = new HashMap<>();

    static void record(String who) {
        scores.put(who, who.length());
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> record("alice"));
        Thread b = new Thread(() -> record("bob"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(scores.size() > 0 ? "filled" : "empty"); // entries may be lost: the race
    }
}
