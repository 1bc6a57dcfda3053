// Asynchronous channels: files (futures and completion handlers), server/client sockets on loopback,
// memory-mapped files, file locks and transferTo/transferFrom between channels.
import java.net.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.*;

public class NioAsyncChannels {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("nioasync");
        Path f = dir.resolve("data.bin");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (AsynchronousFileChannel ch = AsynchronousFileChannel.open(f, Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ), pool)) {
            Future<Integer> w = ch.write(ByteBuffer.wrap("hello async world\n".getBytes()), 0);
            System.out.println("wrote " + w.get());
            CountDownLatch latch = new CountDownLatch(1);
            int[] res = new int[1];
            ch.write(ByteBuffer.wrap("PATCH".getBytes()), 6, "att", new CompletionHandler<Integer, String>() {
                public void completed(Integer r, String a) { res[0] = r; latch.countDown(); }
                public void failed(Throwable t, String a) { latch.countDown(); }
            });
            latch.await();
            System.out.println("handler wrote " + res[0] + " size " + ch.size());
            ByteBuffer rb = ByteBuffer.allocate(64);
            int n = ch.read(rb, 0).get();
            System.out.println("read " + n + " '" + new String(rb.array(), 0, n, StandardCharsets.UTF_8).trim() + "'");
            ByteBuffer past = ByteBuffer.allocate(4);
            System.out.println("read past end " + ch.read(past, 1000).get());
            FileLock lock = ch.lock(0, 5, false).get();
            System.out.println("async lock " + lock.isValid() + " shared " + lock.isShared() + " pos " + lock.position() + " size " + lock.size());
            lock.release();
            ch.truncate(5);
            ch.force(true);
            System.out.println("truncated " + ch.size());
        }
        System.out.println("content '" + Files.readString(f) + "'");

        // mapped buffers
        Path m = dir.resolve("mapped.bin");
        try (FileChannel fc = FileChannel.open(m, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer mb = fc.map(FileChannel.MapMode.READ_WRITE, 0, 4096);
            System.out.println("mapped cap " + mb.capacity() + " direct " + mb.isDirect() + " size " + fc.size() + " order " + mb.order());
            for (int i = 0; i < 100; i++) mb.putInt(i * 4, i * i);
            mb.position(400);
            mb.put("tail".getBytes());
            mb.force();
            mb.order(ByteOrder.LITTLE_ENDIAN);
            System.out.println("mapped le " + mb.getInt(8) + " be " + mb.order(ByteOrder.BIG_ENDIAN).getInt(8) + " loaded? " + (mb.load() == mb));
            MappedByteBuffer ro = fc.map(FileChannel.MapMode.READ_ONLY, 396, 8);
            System.out.println("ro " + ro.getInt() + " " + (char) ro.get() + " readOnly " + ro.isReadOnly());
            try { ro.put(0, (byte) 1); } catch (ReadOnlyBufferException e) { System.out.println("ro put " + e.getClass().getSimpleName()); }
            FileLock l1 = fc.lock(0, 10, false);
            try { fc.lock(5, 10, false); } catch (OverlappingFileLockException e) { System.out.println("overlap " + e.getClass().getSimpleName()); }
            FileLock l2 = fc.tryLock(20, 10, true);
            System.out.println("locks " + l1 + " / " + (l2 == null ? null : l2.isShared()) + " overlaps " + l1.overlaps(8, 4));
            l1.close(); l2.close();
            Path copy = dir.resolve("copy.bin");
            try (FileChannel out = FileChannel.open(copy, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                long t = fc.transferTo(100, 2000, out);
                System.out.println("transferTo " + t + " size " + out.size());
            }
            try (FileChannel in = FileChannel.open(copy); FileChannel out = FileChannel.open(dir.resolve("copy2.bin"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                System.out.println("transferFrom " + out.transferFrom(in, 10, 500) + " size " + out.size());
            }
            ByteBuffer[] bufs = {ByteBuffer.allocate(3), ByteBuffer.allocateDirect(5)};
            fc.position(0);
            System.out.println("scatter " + fc.read(bufs) + " " + bufs[0].get(2) + " " + bufs[1].get(3) + " pos " + fc.position());
            bufs[0].flip(); bufs[1].flip();
            System.out.println("gather " + fc.write(bufs, 0, 2) + " pos " + fc.position());
        }

        // asynchronous sockets
        AsynchronousChannelGroup group = AsynchronousChannelGroup.withThreadPool(Executors.newSingleThreadExecutor());
        try (AsynchronousServerSocketChannel server = AsynchronousServerSocketChannel.open(group).bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
            Future<AsynchronousSocketChannel> acc = server.accept();
            AsynchronousSocketChannel client = AsynchronousSocketChannel.open(group);
            client.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port)).get();
            AsynchronousSocketChannel conn = acc.get();
            System.out.println("connected " + (port > 0) + " " + client.isOpen() + " " + conn.isOpen());
            client.write(ByteBuffer.wrap("ping 1 2 3".getBytes())).get();
            ByteBuffer sb = ByteBuffer.allocate(32);
            int got = conn.read(sb).get(10, TimeUnit.SECONDS);
            System.out.println("server got " + got + " '" + new String(sb.array(), 0, got) + "'");
            CompletableFuture<Integer> cf = new CompletableFuture<>();
            ByteBuffer cb = ByteBuffer.allocate(32);
            client.read(cb, 10, TimeUnit.SECONDS, null, new CompletionHandler<Integer, Void>() {
                public void completed(Integer r, Void v) { cf.complete(r); }
                public void failed(Throwable t, Void v) { cf.completeExceptionally(t); }
            });
            conn.write(ByteBuffer.wrap("pong".getBytes())).get();
            int r = cf.get();
            System.out.println("client got " + r + " '" + new String(cb.array(), 0, r) + "'");
            conn.shutdownOutput();
            ByteBuffer eof = ByteBuffer.allocate(4);
            System.out.println("eof " + client.read(eof).get());
            ByteBuffer pending = ByteBuffer.allocate(4);
            Future<Integer> p1 = conn.read(pending);
            try { conn.read(ByteBuffer.allocate(1)); } catch (ReadPendingException e) { System.out.println("read pending " + e.getClass().getSimpleName()); }
            client.close();
            System.out.println("after client close " + p1.get());
            conn.close();
        }
        group.shutdown();
        System.out.println("group terminated " + group.awaitTermination(10, TimeUnit.SECONDS));
        pool.shutdown();
        try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        System.out.println("cleaned " + Files.exists(dir));
    }
}
