import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;

// Correct: a thread writes to a child process (cat) and closes its stdin;
// main reads cat's output to the end and waits for it; then the same over an
// in-process pipe (java.nio.channels.Pipe). Expected: no failure, and the
// search ends. Before, a close while the tester's checkpoints were live was
// put off until the search ended, so cat never saw the end of its input and
// main's read of the pipe never saw its end: the first schedule hung for
// ever, past the time limit (found by the sweep on ProcessPipesThreads).
public class OkPipeEof {
    public static void main(String[] args) throws Exception {
        Process cat = new ProcessBuilder("cat").start();
        Pipe pipe = Pipe.open();
        Thread writer = new Thread(() -> {
            try (OutputStream os = cat.getOutputStream()) {
                os.write("through cat\n".getBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            try (Pipe.SinkChannel sink = pipe.sink()) {
                sink.write(ByteBuffer.wrap("through a pipe".getBytes()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        writer.start();
        String out = new String(cat.getInputStream().readAllBytes()).trim();
        System.out.println(out + ", cat's status " + cat.waitFor());
        ByteBuffer buf = ByteBuffer.allocate(100);
        while (pipe.source().read(buf) >= 0) {
        }
        System.out.println(new String(buf.array(), 0, buf.position()));
        writer.join();
    }
}
