// Correct: main stops a sleeping worker with Thread.stop (deprecated, but a
// way to end a thread the JDK keeps: it dies of ThreadDeath, which the
// default handler passes over in silence) and joins it. Expected: no
// failure. Before, the worker's uncaught ThreadDeath was reported as one
// (found by the sweep, tests/tools/sweep/, on tests/java/ThreadStopSuspend).
public class OkThreadStop {
    static volatile boolean started;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            started = true;
            try {
                for (;;)
                    Thread.sleep(10);
            } catch (InterruptedException e) {
                System.out.println("interrupted?");
            }
        });
        worker.start();
        while (!started)
            Thread.yield();
        worker.stop();
        worker.join();
        System.out.println("stopped: " + !worker.isAlive());
    }
}
