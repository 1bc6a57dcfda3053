/** Racy: main and the worker write counters with no lock. Each thread's
 *  accesses come right after it blocked (main in sleep, then in a monitor
 *  the worker holds; the worker in wait): Eraser turned access events on
 *  when the worker started, and a thread resuming from a blocking native or
 *  monitorenter ran on in the plain interpreter, unseen, until its next call
 *  or backward branch (fixed in vm/interp_loop.h). */
public class RaceAfterBlock {
    static int hits, misses;
    static final Object gate = new Object();
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            synchronized (gate) {
                hits++;
                try { gate.wait(20); } catch (InterruptedException e) { }
            }
            misses++;
        });
        w.start();
        Thread.sleep(10);
        hits++;
        synchronized (gate) { }
        misses++;
        w.join();
        System.out.println("hits " + hits + " misses " + misses);
    }
}
