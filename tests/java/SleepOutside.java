import java.nio.file.*;

/** A program that sleeps to wait for something outside it sees it come:
 *  the VM's sleep takes real time, as a JVM's does. */
public class SleepOutside {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("sleepout");
        Path flag = dir.resolve("flag");
        // The writer outlives its shell: nothing in the program waits for it.
        Process p = new ProcessBuilder("sh", "-c", "(sleep 0.4; echo > '" + flag + "') >/dev/null 2>&1 &").start();
        System.out.println("shell exit " + p.waitFor());
        long t0 = System.nanoTime();
        long end = t0 + 5_000_000_000L;
        int naps = 0;
        while (!Files.exists(flag) && System.nanoTime() < end) {
            Thread.sleep(50);
            naps++;
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("flag seen: " + Files.exists(flag));
        System.out.println("after at least 300 ms: " + (ms >= 300));
        System.out.println("more than one nap: " + (naps > 1));
        Files.deleteIfExists(flag);
        Files.delete(dir);
    }
}
