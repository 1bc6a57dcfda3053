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
        long end = System.nanoTime() + 5_000_000_000L;
        while (!Files.exists(flag) && System.nanoTime() < end)
            Thread.sleep(50);
        // (only whether it came: how long it took and how many naps it
        // needed depend on the machine's load)
        System.out.println("flag seen: " + Files.exists(flag));
        Files.deleteIfExists(flag);
        Files.delete(dir);
    }
}
