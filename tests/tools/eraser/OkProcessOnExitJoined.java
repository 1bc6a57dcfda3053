import java.util.concurrent.CompletableFuture;

// Correct: main waits for the future that thenRun() returns, which is
// complete only once the callback has run on the JDK's process reaper; the
// callback's write is then seen. The reaper runs the program's code, so
// the search explores it (its decisions come where it enters the callback).
public class OkProcessOnExitJoined {
    static boolean cleaned;

    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("true").start();
        CompletableFuture<Void> done = p.onExit().thenRun(() -> cleaned = true);
        done.get();
        assert cleaned : "the callback's write is not seen";
        System.out.println("cleaned " + cleaned + " exit " + p.exitValue());
    }
}
