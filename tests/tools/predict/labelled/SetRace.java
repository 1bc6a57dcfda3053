import java.util.HashSet;
import java.util.Set;

// race: SetRace.seen
/** Two threads add to one plain HashSet. */
public class SetRace {
    static final Set<Integer> seen = new HashSet<>();

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 20; i++) seen.add(i); });
        Thread b = new Thread(() -> { for (int i = 20; i < 40; i++) seen.add(i); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
