import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** A FileOutputStream opened to append: its channel's position is the
 *  file's size and position(n) does not move the writes (the native open
 *  left FileDescriptor.append unset: position 0, and a write at 2 that
 *  overwrote). FileInputStream.skip on a pipe (a process's output) throws
 *  IOException, as lseek fails there (it skipped by reading); so does
 *  FileChannel.transferTo from a pipe (it returned 0). */
public class IoAppendAndPipes {
    public static void main(String[] args) throws Exception {
        File f = File.createTempFile("append", ".txt");
        try (FileOutputStream o = new FileOutputStream(f)) {
            o.write("0123456789".getBytes());
        }
        try (FileOutputStream o = new FileOutputStream(f, true)) {
            FileChannel ch = o.getChannel();
            System.out.println("position " + ch.position() + " size " + ch.size());
            ch.position(2);
            System.out.println("after position(2): " + ch.position());
            ch.write(ByteBuffer.wrap("AB".getBytes()));
            System.out.println("after write: " + ch.position());
            o.write('C');
            System.out.println("after stream write: " + ch.position());
        }
        try (FileInputStream i = new FileInputStream(f)) {
            System.out.println(new String(i.readAllBytes()));
        }
        try (FileOutputStream o = new FileOutputStream(f, false)) {
            System.out.println("truncating open: position " + o.getChannel().position() + " size " + o.getChannel().size());
        }
        f.delete();

        Process p = new ProcessBuilder("printf", "abcdefgh").start();
        InputStream raw = p.getInputStream();
        while (raw.available() == 0 && p.isAlive())
            Thread.sleep(10);
        try {
            long n = raw.skip(3);
            System.out.println("skip on a pipe returned " + n);
        } catch (IOException e) {
            System.out.println("skip on a pipe: IOException " + e.getMessage());
        }
        System.out.println("rest: " + new String(raw.readAllBytes()).length() + " bytes");
        System.out.println("exit " + p.waitFor());

        // FileChannel.transferTo from a pipe (a FIFO here) to a file: the
        // source cannot seek, "Illegal seek" (it returned 0).
        File fifo = new File(f.getParentFile(), f.getName() + ".fifo");
        if (new ProcessBuilder("mkfifo", fifo.getPath()).start().waitFor() != 0)
            throw new AssertionError("mkfifo");
        Thread writer = new Thread(() -> {
            try (FileOutputStream w = new FileOutputStream(fifo)) {
                w.write("abcdef".getBytes());
            } catch (IOException e) {
                System.out.println("writer: " + e);
            }
        });
        writer.start();
        File target = File.createTempFile("target", ".bin");
        try (FileInputStream in = new FileInputStream(fifo); FileOutputStream out = new FileOutputStream(target)) {
            try {
                System.out.println("transferTo from a pipe returned " + in.getChannel().transferTo(0, 4, out.getChannel()));
            } catch (IOException e) {
                System.out.println("transferTo from a pipe: IOException " + e.getMessage());
            }
            // (read in a loop: JDK 17's readAllBytes asks a FIFO its position, and throws)
            StringBuilder rest = new StringBuilder();
            byte[] b = new byte[16];
            for (int n; (n = in.read(b)) > 0; )
                rest.append(new String(b, 0, n));
            System.out.println("then read: " + rest);
        }
        writer.join();
        fifo.delete();
        target.delete();
    }
}
