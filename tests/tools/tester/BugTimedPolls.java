// A poller counts its polls for a fixed time (System.nanoTime) while a second
// thread adds one more poll to the same count without a lock: one addition
// can be lost. How many polls the loop makes depends on the time it reads,
// and each unsynchronised count is a schedule point once the tester learns
// that the count is shared: a reproduction run follows the search's schedule
// only if it reads the same times (the tester's clocks are virtual).
public class BugTimedPolls {
    static int polls;
    static int seen;

    public static void main(String[] args) throws Exception {
        Thread poller = new Thread(() -> {
            long end = System.nanoTime() + 2_000;
            int mine = 0;
            while (System.nanoTime() < end) {
                polls++;
                mine++;
            }
            seen = mine;
        }, "poller");
        Thread extra = new Thread(() -> polls++, "extra");
        poller.start();
        extra.start();
        poller.join();
        extra.join();
        assert polls == seen + 1 : "lost poll";
        System.out.println("polls counted");
    }
}
