/*
 * OkProcessSpin -- correct: a reader thread reads the first line a child
 * process prints (after 50 ms) into a volatile field; main busy-waits for
 * it with onSpinWait. The child always prints, so main's wait always ends.
 *
 * As OkStdinSpin, with the input from a child process: while the reader
 * waited for the child's output, main's spin was reported as a livelock
 * (hunt 15 F4).
 *
 * Tester: nothing (the search ends).
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class OkProcessSpin {
    static volatile String line;

    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "sleep 0.05; echo hi").start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
                line = r.readLine();
            } catch (IOException e) {
                line = "error " + e;
            }
        }, "reader");
        reader.start();
        while (line == null)
            Thread.onSpinWait();
        assert line.equals("hi") : line;
        reader.join();
        p.waitFor();
        System.out.println(line);
    }
}
