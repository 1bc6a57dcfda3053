import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/** The worker tells main it is ready by creating a marker file in a fresh
 *  directory, waits until main has seen it, then deletes it; main polls for
 *  the file, and removes the directory at the end. Correct: a schedule must
 *  not find the marker (or the directory) as an earlier schedule left it. */
public class OkFileHandshake {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("hs");
        Path marker = dir.resolve("ready");
        CountDownLatch seen = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            try {
                Files.createFile(marker);
                seen.await();
                Files.delete(marker);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        }, "worker");
        w.start();
        while (!Files.exists(marker))
            Thread.sleep(1);
        seen.countDown();
        w.join();
        Files.delete(dir);
        System.out.println("handshake done");
    }
}
