/*
 * OkSpinWithDeadline -- correct: main waits for a worker's flag, spinning
 * with a 2 s deadline; the worker sets the flag only if it sees main's
 * `go` (a race, harmless here), so in some schedules main times out,
 * alone, with nothing left that could set the flag.
 *
 * Tester: nothing, and the search ends. Before, main's lone spin took
 * 200 million yield points to reach its deadline: every such schedule was
 * cut at maxDepth, and with the rest the program looked as if it might
 * never end. A lone thread that comes back to a decision having written
 * nothing and read the clock now makes time move on.
 */
public class OkSpinWithDeadline {
    static volatile boolean done;
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            if (go)
                done = true;
        }, "worker");
        worker.start();
        go = true;
        long deadline = System.nanoTime() + 2_000_000_000L;
        while (!done && System.nanoTime() < deadline)
            Thread.onSpinWait();
        worker.join();
        System.out.println("ended"); // (done or timed out, by the schedule)
    }
}
