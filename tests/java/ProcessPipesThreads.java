import java.io.*;
import java.util.concurrent.*;
// Child processes driven by several threads: one thread writes a megabyte into cat while
// another drains its output and main waits for the exit (a blocking pipe write must not stop
// the other threads), a line fed to a child while main reads its answer, onExit while main
// polls, and a waitFor that times out.
public class ProcessPipesThreads {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("cat").start();
        byte[] data = new byte[1 << 20];
        for (int i = 0; i < data.length; i++) data[i] = (byte) ('a' + i % 26);
        long[] got = new long[1];
        Thread writer = new Thread(() -> { try (OutputStream os = p.getOutputStream()) { Thread.sleep(50); os.write(data); } catch (Exception e) { e.printStackTrace(); } });
        Thread reader = new Thread(() -> { try (InputStream is = p.getInputStream()) { byte[] b = new byte[8192]; int n; while ((n = is.read(b)) > 0) got[0] += n; } catch (IOException e) { e.printStackTrace(); } });
        writer.start(); reader.start();
        int rc = p.waitFor();
        writer.join(); reader.join();
        System.out.println("rc " + rc + " got " + got[0]);
        // process that waits on stdin, main blocks on read of its stdout while another thread feeds it
        Process q = new ProcessBuilder("sh", "-c", "read x; echo got $x").start();
        Thread feeder = new Thread(() -> { try { Thread.sleep(100); q.getOutputStream().write("line\n".getBytes()); q.getOutputStream().flush(); } catch (Exception e) { e.printStackTrace(); } });
        feeder.start();
        System.out.println(new BufferedReader(new InputStreamReader(q.getInputStream())).readLine());
        System.out.println("q rc " + q.waitFor());
        // onExit with another thread working meanwhile
        Process r = new ProcessBuilder("sleep", "0.2").start();
        CompletableFuture<Process> f = r.onExit();
        int ticks = 0;
        while (!f.isDone()) { Thread.sleep(10); ticks++; }
        System.out.println("onExit done " + (ticks > 0) + " " + r.exitValue());
        // waitFor with timeout that expires
        Process s = new ProcessBuilder("sleep", "5").start();
        System.out.println("timed out " + !s.waitFor(100, TimeUnit.MILLISECONDS));
        s.destroy();
        System.out.println("rc " + s.waitFor());
    }
}
