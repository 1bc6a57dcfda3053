import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

// race-free
/** Two threads add to a Collections.synchronizedList. */
public class SyncList {
    static final List<Integer> items = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                items.add(i);
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                items.add(10 + i);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(items.size());
    }
}
