import sun.misc.Signal;

/* Signals arrive at a time the program cannot know; what it prints depends on
 * where they landed (the counters), so a replay must deliver each at the same
 * point of the run. Two threads count; USR1 prints the counts, TERM runs the
 * shutdown hook (exit 143). */
public class SignalMe {
    static volatile long a, b;

    public static void main(String[] args) {
        Signal.handle(new Signal("USR1"), s -> System.out.println("USR1 at a=" + a + " b=" + b));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook at a=" + a + " b=" + b)));
        Thread t = new Thread(() -> {
            for (;;)
                b++;
        });
        t.setDaemon(true);
        t.start();
        System.out.println("ready");
        for (;;) {
            a++;
            if ((a & 0xffff) == 0)
                Thread.yield();
        }
    }
}
