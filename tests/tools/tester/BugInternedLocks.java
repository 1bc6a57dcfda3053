/*
 * BugInternedLocks -- two "independent" classes lock on string constants,
 * which are interned: Cache's "LOCK" is Log's "LOCK", and the nestings
 * cross (put: LOCK then own; evict: own then Log.write's LOCK), a
 * deadlock.
 *
 * Tester: the deadlock. The report names the one lock by the class whose
 * code each thread is in: "evict", inside Log.write, waits for Log.LOCK
 * (it said Cache.LOCK, the first class loaded that keeps it: hunt 10).
 */
public class BugInternedLocks {
    static class Cache {
        static final String LOCK = "LOCK";
        static final Object own = new Object();

        static void put() {
            synchronized (LOCK) {
                synchronized (own) {
                }
            }
        }

        static void evict() {
            synchronized (own) {
                Log.write();
            }
        }
    }

    static class Log {
        static final String LOCK = "LOCK";

        static void write() {
            synchronized (LOCK) {
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread put = new Thread(Cache::put, "put"), evict = new Thread(Cache::evict, "evict");
        put.start();
        evict.start();
        put.join();
        evict.join();
        System.out.println("done");
    }
}
