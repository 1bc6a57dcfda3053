import java.util.ArrayList;
import java.util.List;

/** Racy: two threads add to one unsynchronized ArrayList. The race is inside
 *  ArrayList.add; the report names the application frames calling it. */
public class RaceArrayList {
    static List<Integer> items = new ArrayList<>();

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
