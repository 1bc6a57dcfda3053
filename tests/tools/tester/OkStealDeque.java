import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicIntegerArray;

/*
 * OkStealDeque -- correct: BugStealDeque with the thief taking the deque's
 * monitor too. Every access of the deque's array is under one lock, so no
 * site of it is learned racy and the search stays small.
 *
 * Tester: nothing.
 */
public class OkStealDeque {
    static final ArrayDeque<Integer> deque = new ArrayDeque<>();
    static final AtomicIntegerArray runs = new AtomicIntegerArray(3);

    static Integer takeBottom() {
        synchronized (deque) {
            return deque.pollLast();
        }
    }

    static Integer steal() {
        synchronized (deque) {
            return deque.pollFirst();
        }
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
