import java.io.InputStream;

/** The program's clocks against the machine's (the `date` command) across
 *  real waits: a child process that sleeps, and a read from a pipe whose
 *  writer sleeps first. The time the VM spent waiting in poll or for the
 *  child was added to the clocks twice: they ran at twice real speed while
 *  a thread waited for input (a second ahead after each second read). */
public class ClockDuringWaits {
    static long date() throws Exception {
        Process p = new ProcessBuilder("date", "+%s%3N").start();
        long d = Long.parseLong(new String(p.getInputStream().readAllBytes()).trim());
        p.waitFor();
        return d;
    }

    static void check(String what, long d0, long j0) throws Exception {
        long j1 = System.currentTimeMillis(), d1 = date();
        long drift = (j1 - j0) - (d1 - d0);
        System.out.println(what + ": in step with the machine's clock " + (Math.abs(drift) < 400)
                + ", about a second passed " + (j1 - j0 >= 900));
    }

    public static void main(String[] args) throws Exception {
        long d0 = date(), j0 = System.currentTimeMillis();
        new ProcessBuilder("sleep", "1").start().waitFor();
        check("waitFor", d0, j0);

        d0 = date();
        j0 = System.currentTimeMillis();
        Process p = new ProcessBuilder("sh", "-c", "sleep 1; echo x").start();
        InputStream in = p.getInputStream();
        int c = in.read();
        p.waitFor();
        check("read " + (char) c, d0, j0);
    }
}
