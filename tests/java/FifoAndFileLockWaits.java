import java.io.*;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.*;
import java.util.ArrayList;
import java.util.List;

/** Waits for another party that must not stop the other threads: opening a
 * FIFO waits for its other end (here another thread of the program), and
 * FileChannel.lock waits for a child process that holds the lock. */
public class FifoAndFileLockWaits {
    public static void main(String[] a) throws Exception {
        if (a.length > 0) {
            child(Paths.get(a[0]));
            return;
        }
        fifo();
        fileLock();
    }

    static void fifo() throws Exception {
        Path dir = Files.createTempDirectory("fifo");
        Path f = dir.resolve("p");
        Process mk = new ProcessBuilder("mkfifo", f.toString()).start();
        System.out.println("mkfifo " + mk.waitFor());
        List<String> got = new ArrayList<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new FileReader(f.toFile()))) {
                for (String line; (line = r.readLine()) != null; )
                    got.add(line);
            } catch (IOException e) {
                got.add("reader " + e);
            }
        });
        reader.start();
        Thread.sleep(100);
        try (PrintWriter w = new PrintWriter(new FileWriter(f.toFile()))) {
            for (int i = 0; i < 3; i++)
                w.println("line " + i);
        }
        reader.join();
        System.out.println("read " + got);
        // And the other way round: the writer opens first, through NIO.
        Thread writer = new Thread(() -> {
            try (OutputStream o = Files.newOutputStream(f)) {
                o.write("from nio\n".getBytes());
            } catch (IOException e) {
                System.out.println("writer " + e);
            }
        });
        writer.start();
        Thread.sleep(100);
        try (BufferedReader r = Files.newBufferedReader(f)) {
            System.out.println("read " + r.readLine());
        }
        writer.join();
        Files.delete(f);
        Files.delete(dir);
    }

    /** Takes the lock, says so, and keeps it until a line comes on stdin. */
    static void child(Path file) throws Exception {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock l = ch.lock();
            System.out.println("child: locked");
            System.out.flush();
            new BufferedReader(new InputStreamReader(System.in)).readLine();
            l.release();
        }
    }

    static void fileLock() throws Exception {
        Path file = Files.createTempFile("lockwait", ".dat");
        String cmd = ProcessHandle.current().info().command().orElseThrow();
        Process child = new ProcessBuilder(cmd, "-cp", System.getProperty("java.class.path"),
                "FifoAndFileLockWaits", file.toString()).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream()));
        System.out.println(out.readLine());
        List<String> log = new ArrayList<>();
        Thread locker = new Thread(() -> {
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
                FileLock l = ch.lock();
                synchronized (log) { log.add("got the lock: " + l.isValid()); }
            } catch (IOException e) {
                synchronized (log) { log.add("locker " + e); }
            }
        });
        locker.start();
        Thread.sleep(200);
        synchronized (log) { log.add("telling the child to release"); }
        child.getOutputStream().write('\n');
        child.getOutputStream().flush();
        locker.join();
        System.out.println(log);
        System.out.println("child exit " + child.waitFor());
        Files.delete(file);
    }
}
