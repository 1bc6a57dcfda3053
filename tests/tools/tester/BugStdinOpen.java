/*
 * BugStdinOpen -- a console thread (a daemon) waits for a command on stdin
 * while two workers make a lost update that main asserts. Run with stdin a
 * pipe that stays open and sends nothing, as a terminal nobody types at
 * (BugStdinOpen.stdin-open).
 *
 * A thread waiting for input kept every checkpoint from being taken: the
 * search ran a few schedules without a node to return to, the program's end
 * then ended the process with the program's status (0), no summary line and
 * the bug missed (hunt 7). The wait for input is covered by checkpoints now.
 *
 * Tester:
 *   uncaught exception: java.lang.AssertionError: lost update
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class BugStdinOpen {
    static int work;

    public static void main(String[] args) throws Exception {
        Thread console = new Thread(() -> {
            try {
                String line = new BufferedReader(new InputStreamReader(System.in)).readLine();
                System.out.println("command " + line);
            } catch (IOException e) {
            }
        }, "console");
        console.setDaemon(true);
        console.start();
        Runnable add = () -> {
            int w = work;
            work = w + 1;
        };
        Thread a = new Thread(add, "worker-a"), b = new Thread(add, "worker-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert work == 2 : "lost update";
        System.out.println("work " + work);
    }
}
