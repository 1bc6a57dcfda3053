import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Each worker appends a line to a job log under the log's lock, then counts
 *  itself done with a plain `done++` outside it: both can read 0, and main
 *  finds done == 1. The log is a temporary file deleted at exit, and each
 *  schedule must find it as the first did: a return to a checkpoint takes
 *  back the appends and the deletion (vm/fsundo.c). Before, the second
 *  schedule failed on the missing file, its failure did not reproduce, and
 *  the lost update was never reported. */
public class BugCountAfterFileLog {
    static int done;

    public static void main(String[] args) throws Exception {
        Path log = Files.createTempFile("jobs", ".log");
        log.toFile().deleteOnExit();
        Object lock = new Object();
        Runnable w = () -> {
            synchronized (lock) {
                try {
                    Files.writeString(log, "job\n", StandardOpenOption.APPEND);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            done++;
        };
        Thread a = new Thread(w, "a"), b = new Thread(w, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert done == 2 : "done " + done;
        System.out.println(done + " " + Files.readAllLines(log).size());
    }
}
