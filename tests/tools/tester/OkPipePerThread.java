import java.nio.ByteBuffer;
import java.nio.channels.Pipe;

// Correct: each of two threads opens a pipe, writes two bytes into it and
// reads them back. A return to a checkpoint must close the pipes made after
// it: before, their descriptors piled up (closes are put off while
// checkpoints are live) and schedules failed with "Bad file descriptor"
// that did not reproduce.
public class OkPipePerThread {
    static int x;
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            ts[i] = new Thread(() -> {
                try {
                    Pipe p = Pipe.open();
                    p.sink().write(ByteBuffer.wrap("ab".getBytes()));
                    ByteBuffer b = ByteBuffer.allocate(8);
                    p.source().read(b);
                    synchronized (OkPipePerThread.class) { x += b.position(); }
                    p.sink().close(); p.source().close();
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert x == 4 : "x " + x;
        System.out.println(x);
    }
}
