import java.util.concurrent.ConcurrentSkipListMap;

/*
 * BugSkipListFirstKey -- BUG: isEmpty then firstKey on a shared
 * ConcurrentSkipListMap. Between one thread's check and its firstKey the
 * other takes the last job, and firstKey throws NoSuchElementException.
 * isEmpty reads the map's nodes after an acquireFence only (hunt 13 F1).
 * pollFirstEntry would take a job in one atomic step.
 *
 * Tester:
 *   uncaught exception: java.util.NoSuchElementException
 */
public class BugSkipListFirstKey {
    static final ConcurrentSkipListMap<Integer, String> jobs = new ConcurrentSkipListMap<>();

    static void takeOne() {
        if (!jobs.isEmpty()) {
            Integer k = jobs.firstKey(); // BUG: the map may be empty by now
            jobs.remove(k);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        jobs.put(1, "a");
        Thread a = new Thread(BugSkipListFirstKey::takeOne, "a");
        Thread b = new Thread(BugSkipListFirstKey::takeOne, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("left " + jobs.size());
    }
}
