import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;

// Pipes the program holds both ends of, and a selector's wake-up, under
// returns to checkpoints (tests/tools/ckpt/test-ckpt.sh): each return must
// give the pipe back the bytes it held then, so that the output is the same
// as without checkpoints.
public class CkptPipes {
    static String read(Pipe p, int n) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(n);
        while (b.position() < n && p.source().read(b) >= 0) { }
        return new String(b.array(), 0, b.position());
    }

    public static void main(String[] args) throws Exception {
        // Written and read in parts by one thread; gathering and scattering;
        // the end of the stream after the write end's close.
        StringBuilder all = new StringBuilder();
        for (int round = 0; round < 20; round++) {
            Pipe p = Pipe.open();
            p.sink().write(ByteBuffer.wrap(("round " + round + " data").getBytes()));
            String head = read(p, 5);
            p.sink().write(new ByteBuffer[] {ByteBuffer.wrap("xy".getBytes()), ByteBuffer.wrap("zw".getBytes())});
            ByteBuffer[] parts = {ByteBuffer.allocate(3), ByteBuffer.allocate(100)};
            long got = p.source().read(parts);
            p.sink().close();
            int eof = p.source().read(ByteBuffer.allocate(4));
            p.source().close();
            all.append(head).append('|').append(got).append('|')
               .append(new String(parts[0].array(), 0, parts[0].position()))
               .append(new String(parts[1].array(), 0, parts[1].position())).append('|').append(eof).append('\n');
        }
        System.out.print(all);

        // One pipe across the whole run, between a writer thread and main.
        Pipe shared = Pipe.open();
        Thread w = new Thread(() -> {
            try {
                ByteBuffer b = ByteBuffer.allocate(4);
                for (int i = 0; i < 3000; i++) {
                    b.clear();
                    b.putInt(i * 7).flip();
                    while (b.hasRemaining()) shared.sink().write(b);
                }
                shared.sink().close();
            } catch (IOException e) { throw new RuntimeException(e); }
        });
        w.start();
        ByteBuffer in = ByteBuffer.allocate(4);
        long sum = 0;
        int count = 0, bad = 0;
        for (;;) {
            in.clear();
            int r = 0;
            while (in.hasRemaining() && (r = shared.source().read(in)) >= 0) { }
            if (r < 0) break;
            int v = in.flip().getInt();
            if (v != count * 7) bad++;
            sum += v;
            count++;
        }
        w.join();
        shared.source().close();
        System.out.println("shared count " + count + " sum " + sum + " out of order " + bad);

        // A write after the read end's close fails.
        Pipe q = Pipe.open();
        q.source().close();
        try {
            q.sink().write(ByteBuffer.wrap("lost".getBytes()));
            System.out.println("write after close: no error");
        } catch (IOException e) {
            System.out.println("write after close: " + e.getMessage());
        }
        q.sink().close();

        // A selector woken up before it selects returns at once (its wake-up
        // is an eventfd); a pipe's source registered with it is selected
        // when the sink has been written.
        Selector sel = Selector.open();
        Pipe r = Pipe.open();
        r.source().configureBlocking(false);
        r.source().register(sel, SelectionKey.OP_READ);
        int ready = 0;
        for (int i = 0; i < 200; i++) {
            sel.wakeup();
            ready += sel.select();
            if (i % 20 == 0) {
                r.sink().write(ByteBuffer.wrap(new byte[] {(byte) i}));
                ready += sel.select();
                sel.selectedKeys().clear();
                ByteBuffer one = ByteBuffer.allocate(1);
                r.source().read(one);
                ready += one.get(0);
            }
        }
        sel.close();
        System.out.println("selector ready " + ready);
    }
}
