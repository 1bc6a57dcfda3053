import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicIntegerArray;

/* A work-stealing deque whose thief takes no lock: the owner polls the
 * bottom of an ArrayDeque under its monitor, the thief the top without it.
 * They touch different fields (tail, head); what they share is the slots of
 * the deque's own array, which the JDK's code reads and clears for them. A
 * java.util collection's array of references is watched as its fields are
 * (hunt 12 F2: nothing was reported; `eraser:jdk` found it). */
public class RaceDequeSteal {
    static final ArrayDeque<Integer> deque = new ArrayDeque<>();
    static final AtomicIntegerArray runs = new AtomicIntegerArray(3);

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < 3; i++)
            deque.addLast(i);
        Thread owner = new Thread(() -> {
            for (Integer t; (t = take()) != null;)
                runs.incrementAndGet(t);
        });
        Thread thief = new Thread(() -> {
            for (Integer t; (t = deque.pollFirst()) != null;) // no lock
                runs.incrementAndGet(t);
        });
        owner.start();
        thief.start();
        owner.join();
        thief.join();
        System.out.println("done");
    }

    static Integer take() {
        synchronized (deque) {
            return deque.pollLast();
        }
    }
}
