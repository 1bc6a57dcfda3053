import java.io.FileWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

// Bug: main takes the first line of the log to be the first thread's, but
// the second can append first. Both orders leave the program's heap alike;
// only the file tells them apart: the tester's state hash must include it,
// or the second order is pruned as a state already explored (searched with
// sample=0, the systematic search alone: 104 schedules, nothing found).
public class BugFileOrder {
    public static void main(String[] args) throws Exception {
        Path log = Files.createTempFile("rivet-order", ".log");
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            String id = "t" + (i + 1);
            ts[i] = new Thread(() -> {
                synchronized (BugFileOrder.class) {
                    try (FileWriter w = new FileWriter(log.toFile(), true)) {
                        w.write(id + "\n");
                    } catch (IOException e) { throw new RuntimeException(e); }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        String first = Files.readAllLines(log).get(0);
        Files.delete(log);
        assert first.equals("t1") : "first line " + first;
        System.out.println(first);
    }
}
