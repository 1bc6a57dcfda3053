import java.io.*;
import java.net.*;
import java.nio.*;
import java.nio.channels.*;
import java.util.concurrent.*;

// Blocking I/O between threads of one VM: a 4 MB socket stream transfer, a NIO Pipe read
// waiting for a writer thread, interrupting and closing a channel a thread is blocked on,
// a socket read timeout, and a blocking SocketChannel write drained by another thread.
public class BlockingChannels {
    public static void main(String[] args) throws Exception {
        // big socket transfer through java.net streams
        try (ServerSocket ss = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int size = 4 << 20;
            String[] back = new String[1];
            Thread writer = new Thread(() -> {
                try (Socket s = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort())) {
                    byte[] chunk = new byte[size];
                    for (int i = 0; i < chunk.length; i++) chunk[i] = (byte) i;
                    s.getOutputStream().write(chunk);
                    s.shutdownOutput();
                    back[0] = "writer got back " + s.getInputStream().read();
                } catch (IOException e) { System.out.println("writer " + e); }
            });
            writer.start();
            try (Socket c = ss.accept()) {
                Thread.sleep(50);
                InputStream in = c.getInputStream();
                long total = 0, sum = 0;
                byte[] b = new byte[65536];
                int n;
                while ((n = in.read(b)) > 0) { total += n; for (int i = 0; i < n; i++) sum += b[i] & 0xff; }
                c.getOutputStream().write(7);
                System.out.println("socket read " + total + " sum " + sum);
            }
            writer.join();
            System.out.println(back[0]);
        }
        // NIO pipe: a blocking read waits for a writer thread; big writes block until drained
        Pipe pipe = Pipe.open();
        Thread pw = new Thread(() -> {
            try {
                Thread.sleep(50);
                ByteBuffer big = ByteBuffer.allocate(1 << 20);
                while (big.hasRemaining()) pipe.sink().write(big);
                pipe.sink().close();
            } catch (Exception e) { System.out.println("pipe writer " + e); }
        });
        pw.start();
        long got = 0;
        try (InputStream pin = Channels.newInputStream(pipe.source())) {
            byte[] b = new byte[10000];
            int n;
            while ((n = pin.read(b)) > 0) got += n;
        }
        pw.join();
        System.out.println("pipe read " + got);
        // interrupt a thread blocked in a channel read
        Pipe p2 = Pipe.open();
        CompletableFuture<String> res = new CompletableFuture<>();
        Thread blocked = new Thread(() -> {
            try { p2.source().read(ByteBuffer.allocate(4)); res.complete("read returned"); }
            catch (ClosedByInterruptException e) { res.complete("ClosedByInterruptException interrupted=" + Thread.currentThread().isInterrupted()); }
            catch (IOException e) { res.complete(e.toString()); }
        });
        blocked.start();
        Thread.sleep(100);
        blocked.interrupt();
        System.out.println(res.get(10, TimeUnit.SECONDS) + " source open " + p2.source().isOpen());
        // close a channel another thread is blocked on
        Pipe p3 = Pipe.open();
        CompletableFuture<String> res3 = new CompletableFuture<>();
        Thread blocked3 = new Thread(() -> {
            try { p3.source().read(ByteBuffer.allocate(4)); res3.complete("read returned"); }
            catch (AsynchronousCloseException e) { res3.complete(e.getClass().getSimpleName()); }
            catch (IOException e) { res3.complete(e.toString()); }
        });
        blocked3.start();
        Thread.sleep(200);
        p3.source().close();
        System.out.println(res3.get(10, TimeUnit.SECONDS));
        // socket read timeout
        try (ServerSocket ss = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket cl = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort());
             Socket sv = ss.accept()) {
            sv.setSoTimeout(100);
            try { sv.getInputStream().read(); } catch (SocketTimeoutException e) { System.out.println("timeout " + e.getMessage()); }
            cl.getOutputStream().write(42);
            System.out.println("after timeout read " + sv.getInputStream().read());
            cl.close();
            System.out.println("eof " + sv.getInputStream().read());
        }
        // SocketChannel blocking large write + read in another thread
        try (ServerSocketChannel ssc = ServerSocketChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            Thread t = new Thread(() -> {
                try (SocketChannel sc = SocketChannel.open(ssc.getLocalAddress())) {
                    ByteBuffer bb = ByteBuffer.allocate(3 << 20);
                    while (bb.hasRemaining()) sc.write(bb);
                } catch (IOException e) { System.out.println("sc writer " + e); }
            });
            t.start();
            try (SocketChannel a = ssc.accept()) {
                ByteBuffer bb = ByteBuffer.allocate(1 << 16);
                long tot = 0;
                int n;
                Thread.sleep(30);
                while ((n = a.read(bb)) > 0) { tot += n; bb.clear(); }
                System.out.println("channel read " + tot);
            }
            t.join();
        }
    }
}
