import java.util.concurrent.*;

/** Timed waits end on time while two child processes run: each child's
 *  waiting thread (Process.waitFor, the JDK's reaper) blocked by yielding in
 *  a loop, each saw the other runnable, so the VM clock stood still and no
 *  timed wait ended until the children did (waitFor(500 ms) returned true
 *  after 3 s; a sleep(200) took 3 s), while a CPU was busy (hunt 8). */
public class ProcessTwoChildrenTimed {
    public static void main(String[] args) throws Exception {
        Process p1 = new ProcessBuilder("sleep", "3").start();
        Process p2 = new ProcessBuilder("sleep", "3").start();
        long t0 = System.nanoTime();
        Thread.sleep(200);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("sleep(200) under 1 s: " + (ms < 1000) + ", children alive: " + (p1.isAlive() && p2.isAlive()));

        t0 = System.nanoTime();
        boolean ended = p1.waitFor(500, TimeUnit.MILLISECONDS);
        ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("waitFor(500 ms): " + ended + ", under 1.5 s: " + (ms < 1500));

        ExecutorService pool = Executors.newFixedThreadPool(2);
        Callable<Integer> run = () -> new ProcessBuilder("sleep", "2").start().waitFor();
        Future<Integer> f1 = pool.submit(run), f2 = pool.submit(run);
        try {
            System.out.println("get(300 ms): " + f1.get(300, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            System.out.println("get(300 ms): timed out");
        }
        System.out.println("tasks: " + f1.get() + " " + f2.get());
        pool.shutdown();

        p1.destroy();
        p2.destroy();
        System.out.println("destroyed: " + p1.waitFor() + " " + p2.waitFor());
    }
}
