import java.util.ArrayDeque;

// race: DequeRace.work
/** A plain ArrayDeque used as a work queue by two threads. */
public class DequeRace {
    static final ArrayDeque<Integer> work = new ArrayDeque<>();

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 10; i++) work.add(i);
        Thread a = new Thread(() -> { for (int i = 0; i < 3; i++) work.poll(); });
        Thread b = new Thread(() -> { for (int i = 0; i < 3; i++) work.poll(); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
