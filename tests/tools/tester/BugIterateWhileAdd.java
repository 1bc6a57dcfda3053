/*
 * BugIterateWhileAdd -- BUG: main iterates an ArrayList while another thread
 * adds to it, without a lock: the iterator's next() throws
 * ConcurrentModificationException when the add falls between two of main's
 * steps. The race is inside ArrayList's code: the tester learns its fields
 * (modCount, size) as racy, and the iterator calls that touch them end
 * blocks. (Found only by accident before: a decision made inside class
 * loading fell in the loop.)
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.util.ConcurrentModificationException
 */
import java.util.ArrayList;
import java.util.List;
public class BugIterateWhileAdd {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
        Thread adder = new Thread(() -> list.add(4), "adder");
        adder.start();
        int sum = 0;
        for (int x : list)
            sum += x;
        adder.join();
        System.out.println("sum " + sum);
    }
}
