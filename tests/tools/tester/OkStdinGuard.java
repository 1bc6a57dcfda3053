/*
 * OkStdinGuard -- correct: a reader thread reads a line of standard input;
 * main waits for it with join(5000), a guard far longer than the input
 * takes to come (0.5 s: OkStdinGuard.stdin-late). On HotSpot the join
 * returns when the line has been read.
 *
 * A timed join of 500 ms or more (longWait) times out only when no other
 * program thread can run; the reader, waiting for its line, was taken for
 * one that never runs again, and main's join timed out at once: "no input
 * within 5 s" on the first schedule (hunt 15 F4). While a thread waits for
 * input, a guard does not time out because nothing else can run: the
 * search waits for the input, and the guard times out only if its 5 s pass
 * first, as on HotSpot.
 *
 * Tester: nothing (the search ends).
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class OkStdinGuard {
    static volatile String line;

    public static void main(String[] args) throws Exception {
        Thread reader = new Thread(() -> {
            try {
                line = new BufferedReader(new InputStreamReader(System.in)).readLine();
            } catch (IOException e) {
                line = "error " + e;
            }
        }, "reader");
        reader.start();
        reader.join(5000);
        assert !reader.isAlive() : "no input within 5 s";
        System.out.println(line == null ? "no input" : "read a line");
    }
}
