import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/** Two workers each append a line to a fresh log under one lock; main joins
 *  them and checks the log holds exactly the two lines. Correct: every
 *  schedule must find the file as it was at the checkpoint it returns to
 *  (before, the appends of earlier schedules piled up: "log has 4 lines",
 *  then a missing file once the exit's deleteOnExit had run). */
public class OkFileLogLines {
    public static void main(String[] args) throws Exception {
        Path log = Files.createTempFile("oklog", ".txt");
        log.toFile().deleteOnExit();
        Object lock = new Object();
        Runnable w = () -> {
            synchronized (lock) {
                try {
                    Files.writeString(log, Thread.currentThread().getName() + "\n", StandardOpenOption.APPEND);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
        Thread a = new Thread(w, "a"), b = new Thread(w, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        List<String> lines = Files.readAllLines(log);
        assert lines.size() == 2 : "log has " + lines.size() + " lines: " + lines;
        System.out.println(lines.size());
    }
}
