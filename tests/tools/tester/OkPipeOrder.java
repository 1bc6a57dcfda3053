import java.nio.ByteBuffer;
import java.nio.channels.Pipe;

// Correct: two threads each write their number into a pipe opened before
// the threads, under a lock that also records who wrote first; main reads
// the first byte and checks it against the record. Another schedule writes
// in the other order: the byte read must be the one written in this
// schedule, not one read in an earlier schedule.
public class OkPipeOrder {
    static int first;
    public static void main(String[] args) throws Exception {
        Pipe pipe = Pipe.open();
        Object lock = new Object();
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            byte id = (byte) (i + 1);
            ts[i] = new Thread(() -> {
                try {
                    synchronized (lock) {
                        if (first == 0) first = id;
                        pipe.sink().write(ByteBuffer.wrap(new byte[] {id}));
                    }
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            ts[i].start();
        }
        ByteBuffer b = ByteBuffer.allocate(1);
        while (b.position() < 1) pipe.source().read(b);
        for (Thread t : ts) t.join();
        int f;
        synchronized (lock) { f = first; }
        assert b.get(0) == f : "read " + b.get(0) + " first " + f;
        System.out.println("ok");
    }
}
