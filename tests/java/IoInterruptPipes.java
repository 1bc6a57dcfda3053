import java.io.*;
import java.util.concurrent.*;
// Interrupts and blocking pipe reads: interrupting a thread blocked reading a child's
// output does not end the read; a daemon thread blocked in a read does not keep the VM
// alive; a timed wait and a cancelled task while another thread is blocked in I/O.
public class IoInterruptPipes {
    public static void main(String[] args) throws Exception {
        // The child writes only when told, after the interrupt: a loaded machine cannot
        // let its output come first.
        Process p = new ProcessBuilder("sh", "-c", "read go; echo late").start();
        String[] got = new String[1];
        Thread reader = new Thread(() -> {
            try {
                int b = p.getInputStream().read();
                got[0] = "read " + (char) b + " interrupted " + Thread.currentThread().isInterrupted();
            } catch (IOException e) { got[0] = e.toString(); }
        });
        reader.start();
        Thread.sleep(50);
        reader.interrupt();
        try (OutputStream go = p.getOutputStream()) {
            go.write("go\n".getBytes());
        }
        reader.join();
        System.out.println(got[0]);
        p.waitFor();
        // a daemon thread blocked on a pipe read does not keep the VM alive, System.exit while it blocks
        Process q = new ProcessBuilder("sleep", "5").start();
        Thread d = new Thread(() -> { try { q.getInputStream().read(); } catch (IOException e) { } });
        d.setDaemon(true);
        d.start();
        Thread.sleep(30);
        // a timed wait expires while another thread is blocked in a read
        Object lock = new Object();
        long t0 = System.nanoTime();
        synchronized (lock) { lock.wait(100); }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("wait elapsed >= 100: " + (ms >= 100) + " < 3000: " + (ms < 3000));
        ExecutorService ex = Executors.newSingleThreadExecutor();
        CountDownLatch started = new CountDownLatch(1);
        Future<?> f = ex.submit(() -> {
            started.countDown();
            try { Thread.sleep(10_000); } catch (InterruptedException e) { System.out.println("task interrupted"); }
        });
        started.await(); // cancelled before it ran, the task would print nothing
        Thread.sleep(20);
        f.cancel(true);
        ex.shutdown();
        System.out.println("terminated " + ex.awaitTermination(5, TimeUnit.SECONDS));
        q.destroy();
        System.out.println("exiting with a daemon blocked");
    }
}
