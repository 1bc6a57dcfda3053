import java.util.concurrent.CompletableFuture;

// Race: the onExit callback runs on a thread of the JDK's (the process
// reaper completes the future; its dependents run on a thread that one
// starts) after the future is complete, so main's read after get() is not
// ordered after the callback's write. The child exits after main waits.
public class RaceProcessOnExit {
    static int code = -1;

    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("sleep", "1").start();
        CompletableFuture<Process> exit = p.onExit();
        exit.thenRun(() -> code = 0);
        exit.get();
        int c = code;
        System.out.println("done");
    }
}
