import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicIntegerArray;

/*
 * BugStealDeque -- BUG: a work-stealing deque whose thief takes no lock.
 *
 * The owner takes tasks from the bottom of an ArrayDeque under the deque's
 * monitor (pollLast); the thief takes from the top without it (pollFirst).
 * The two touch different fields (tail and head): the only memory they
 * share is the slots of the deque's own array. With one task left, both can
 * read its slot before either writes null over it, and the task runs twice.
 * The race is inside the JDK's code, on the elements of a java.util
 * collection's array: the tester learns such an array's element accesses by
 * their code location (ArrayDeque.pollLast's write of null, the read in
 * elementAt), and the schedule that splits one poll between its read and its
 * write comes up.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: task N ran 2 times (one place)
 */
public class BugStealDeque {
    static final ArrayDeque<Integer> deque = new ArrayDeque<>();
    static final AtomicIntegerArray runs = new AtomicIntegerArray(3);

    static Integer takeBottom() {
        synchronized (deque) {
            return deque.pollLast();
        }
    }

    static Integer steal() {
        return deque.pollFirst(); // BUG: no lock
    }

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < 3; i++)
            deque.addLast(i);
        Thread owner = new Thread(() -> {
            for (Integer t; (t = takeBottom()) != null;)
                runs.incrementAndGet(t);
        }, "owner");
        Thread thief = new Thread(() -> {
            for (Integer t; (t = steal()) != null;)
                runs.incrementAndGet(t);
        }, "thief");
        owner.start();
        thief.start();
        owner.join();
        thief.join();
        for (int i = 0; i < 3; i++)
            assert runs.get(i) == 1 : "task " + i + " ran " + runs.get(i) + " times";
        System.out.println("each task ran once");
    }
}
