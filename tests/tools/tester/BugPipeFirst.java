import java.nio.ByteBuffer;
import java.nio.channels.Pipe;

// Bug: main takes the first byte in the pipe to be the first thread's, but
// the second thread can write first. Both write into a pipe opened before
// the threads: every schedule must find in it what its own writers wrote
// (before, a return to a checkpoint kept an earlier schedule's bytes, and
// the failure "did not reproduce").
public class BugPipeFirst {
    public static void main(String[] args) throws Exception {
        Pipe pipe = Pipe.open();
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            byte id = (byte) (i + 1);
            ts[i] = new Thread(() -> {
                try {
                    pipe.sink().write(ByteBuffer.wrap(new byte[] {id}));
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[i].start();
        }
        ByteBuffer b = ByteBuffer.allocate(2);
        while (b.position() < 2) pipe.source().read(b);
        for (Thread t : ts) t.join();
        assert b.get(0) == 1 : "first byte " + b.get(0);
        System.out.println("ok");
    }
}
