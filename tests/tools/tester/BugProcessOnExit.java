import java.util.concurrent.*;

// Bug (hunt 15 F5): main registers a callback on a child process's onExit() future and
// then waits with get(), believing the callback has run once get() returns.
// CompletableFuture runs dependents after it publishes the result, in the
// completing thread (the JDK's "process reaper"), so get() may return first.
// Schedule: the reaper completes the future, main's get() returns and reads
// `cleaned` (false) before the reaper runs the callback.
public class BugProcessOnExit {
    static volatile boolean cleaned;

    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("sleep", "1").start(); // (exits after main waits in get())
        CompletableFuture<Process> exit = p.onExit();
        exit.thenRun(() -> cleaned = true);
        exit.get();
        assert cleaned : "get() returned before the exit callback ran";
        System.out.println("cleaned");
    }
}
