import java.util.HashMap;
import java.util.Map;

// race: MapRace.scores
/** Two threads record scores in one plain HashMap. */
public class MapRace {
    static Map<String, Integer> scores = new HashMap<>(64);

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            scores.put("alice", 3);
            scores.put("carol", 5);
        });
        Thread b = new Thread(() -> {
            scores.put("bob", 4);
            scores.put("dave", 1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
