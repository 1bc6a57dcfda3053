/*
 * BugStdinLostUpdate -- BUG: a reader thread reads a line of standard input
 * (it comes 0.5 s after the start: BugStdinLostUpdate.stdin-late), says so
 * in a volatile field and adds one to a plain counter; main polls the field
 * with sleep(1), then adds one to the counter too, without a lock: one
 * update can be lost.
 *
 * While the reader waited for its line, main's poll was reported as a
 * livelock (hunt 15 F4), beside the lost update; now the search lets the
 * line come, and finds what follows it.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: lost update
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class BugStdinLostUpdate {
    static volatile boolean read;
    static int count;

    public static void main(String[] args) throws Exception {
        Thread reader = new Thread(() -> {
            try {
                new BufferedReader(new InputStreamReader(System.in)).readLine();
            } catch (IOException e) {
            }
            read = true;
            count++;                       // BUG: no lock
        }, "reader");
        reader.start();
        while (!read)
            Thread.sleep(1);
        count++;
        reader.join();
        assert count == 2 : "lost update";
        System.out.println("count " + count);
    }
}
