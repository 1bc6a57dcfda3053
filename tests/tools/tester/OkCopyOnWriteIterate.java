/*
 * OkCopyOnWriteIterate -- CORRECT: main iterates a CopyOnWriteArrayList while another thread adds
 * to it: the iteration sees a snapshot (no ConcurrentModificationException).
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
public class OkCopyOnWriteIterate {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = new CopyOnWriteArrayList<>(List.of(1, 2, 3));
        Thread adder = new Thread(() -> list.add(4), "adder");
        adder.start();
        int sum = 0;
        for (int x : list) sum += x;
        adder.join();
        assert sum == 6 || sum == 10 : "sum " + sum;
        System.out.println("size " + list.size());
    }
}
