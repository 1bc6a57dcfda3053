/*
 * BugPutIfAbsentIgnored -- BUG: putIfAbsent's result is ignored. Both threads
 * can see no counter, both create one, one of them is in the map, and the
 * other thread counts its hit on a counter nobody sees.
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.AssertionError: lost hit: 1
 */
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
public class BugPutIfAbsentIgnored {
    static final ConcurrentHashMap<String, AtomicInteger> sessions = new ConcurrentHashMap<>();
    static void hit(String user) {
        AtomicInteger c = sessions.get(user);
        if (c == null) {
            c = new AtomicInteger();
            sessions.putIfAbsent(user, c);   // BUG: should use the value returned
        }
        c.incrementAndGet();
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> hit("ann"), "a");
        Thread b = new Thread(() -> hit("ann"), "b");
        a.start(); b.start(); a.join(); b.join();
        int hits = sessions.get("ann").get();
        assert hits == 2 : "lost hit: " + hits;
        System.out.println("hits " + hits);
    }
}
