/*
 * BugHashMapTwoLocks -- BUG: a count in a HashMap updated by get-then-put
 * under lockA in add() and under lockB in addAll(): the two updates can
 * interleave and one is lost. The race is inside HashMap's code (the
 * program never touches a field itself): the tester learns HashMap$Node.value
 * as racy and ends a block when a JDK call that touched it returns.
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.AssertionError: lost update: x = 1
 * (x = 2, the other lost update, is the same failure with another message;
 * the headline is the message of the schedule with the fewest switches).
 * Eraser (with its default options) says nothing: it does not watch the
 * JDK's fields.
 */
import java.util.HashMap;
public class BugHashMapTwoLocks {
    static final HashMap<String, Integer> counts = new HashMap<>();
    static final Object lockA = new Object(), lockB = new Object();
    static void add(String w) {
        synchronized (lockA) {
            Integer c = counts.get(w);
            counts.put(w, c == null ? 1 : c + 1);
        }
    }
    static void addAll(String w, int n) {
        synchronized (lockB) {      // BUG: another lock
            Integer c = counts.get(w);
            counts.put(w, c == null ? n : c + n);
        }
    }
    public static void main(String[] args) throws InterruptedException {
        counts.put("x", 0);
        Thread a = new Thread(() -> add("x"), "adder");
        Thread b = new Thread(() -> addAll("x", 2), "bulk");
        a.start(); b.start(); a.join(); b.join();
        int x = counts.get("x");
        assert x == 3 : "lost update: x = " + x;
        System.out.println("x " + x);
    }
}
