import java.util.ArrayList;
import java.util.List;

/*
 * BugArrayListShared -- BUG: two threads add to one ArrayList without a lock.
 *
 * Each add reads the list's size, stores the element at that index and
 * writes size + 1. Run between another add's read of size and its write,
 * an add is lost (main's assert) or, while the first add grows the empty
 * list's array, stores past the end of the other's empty one
 * (ArrayIndexOutOfBoundsException in ArrayList.add, in either thread). The
 * race is inside one JDK call: the tester ends blocks at a racy
 * collection's fields inside the call, not only when it returns.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: lost add
 *   uncaught exception: java.lang.ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 0 (twice: one per thread)
 */
public class BugArrayListShared {
    static final List<Integer> list = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> list.add(1), "adder-1");
        Thread t2 = new Thread(() -> list.add(2), "adder-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert list.size() == 2 : "lost add";
        System.out.println("two elements");
    }
}
