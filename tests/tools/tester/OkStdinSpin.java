/*
 * OkStdinSpin -- correct: a reader thread reads a line of standard input
 * into a volatile field; main polls for it with sleep(1). The line comes
 * 0.5 s after the start (OkStdinSpin.stdin-late); with no input (end of
 * file at once) the reader ends at once too. Every run ends.
 *
 * While the reader waited for its line, main, set aside as spinning (its
 * turns write nothing), was the only thread that could run: the tester
 * reported "livelock: 1 thread spins and no other thread can change what
 * it reads", and the reproduction run failed the same way (hunt 15 F4). A
 * thread waiting for input that can still come wakes when it comes: the
 * search lets it come.
 *
 * Tester: nothing (the search ends).
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class OkStdinSpin {
    static volatile String line;
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread reader = new Thread(() -> {
            try {
                line = new BufferedReader(new InputStreamReader(System.in)).readLine();
            } catch (IOException e) {
                line = "error " + e;
            }
            done = true;
        }, "reader");
        reader.start();
        while (!done)
            Thread.sleep(1);
        reader.join();
        System.out.println(line == null ? "no input" : "read a line");
    }
}
