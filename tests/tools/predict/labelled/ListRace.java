import java.util.ArrayList;
import java.util.List;

// race: ListRace.items
/** Two threads add to one unsynchronized ArrayList (capacity large enough
 *  that HotSpot never sees an exception, only lost adds). */
public class ListRace {
    static List<Integer> items = new ArrayList<>(100);

    static void produce(int base) {
        for (int i = 0; i < 3; i++)
            items.add(base + i);
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> produce(0));
        Thread b = new Thread(() -> produce(10));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
