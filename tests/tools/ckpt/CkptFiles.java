import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;
import java.util.zip.CRC32;

/** Files changed while checkpoints are live: a return to a checkpoint must
 *  find them as they were then (vm/fsundo.c), so a run with returns prints
 *  what a plain run prints. Every kind of change: writes through streams,
 *  RandomAccessFile and FileChannel (positional too), appends, truncating
 *  opens, setLength and truncate both ways, creating and deleting files and
 *  directories, renames (one replacing a file), copies, hard and symbolic
 *  links, and a second thread appending under a lock. The state of the
 *  directory is printed after each step (names, sizes, CRCs). */
public class CkptFiles {
    static Path dir;

    static String state() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            List<String> out = new ArrayList<>();
            for (Path p : s.sorted().collect(Collectors.toList())) {
                String name = dir.relativize(p).toString();
                if (Files.isSymbolicLink(p))
                    out.add(name + "->" + Files.readSymbolicLink(p));
                else if (Files.isDirectory(p))
                    out.add(name + "/");
                else {
                    CRC32 c = new CRC32();
                    c.update(Files.readAllBytes(p));
                    out.add(name + ":" + Files.size(p) + ":" + Long.toHexString(c.getValue()));
                }
            }
            return String.join(" ", out);
        }
    }

    static void step(String what) throws IOException {
        System.out.println(what + " | " + state());
    }

    public static void main(String[] args) throws Exception {
        dir = Files.createTempDirectory("ckptfiles");
        Path a = dir.resolve("a.txt");
        for (int round = 0; round < 3; round++) {
            try (FileOutputStream o = new FileOutputStream(a.toFile())) {
                for (int i = 0; i < 20; i++)
                    o.write(("line " + i + " of round " + round + "\n").getBytes(StandardCharsets.UTF_8));
            }
            step("stream");
            try (FileOutputStream o = new FileOutputStream(a.toFile(), true)) {
                o.write("appended\n".getBytes(StandardCharsets.UTF_8));
            }
            Files.writeString(a, "more\n", StandardOpenOption.APPEND);
            step("append");
            try (RandomAccessFile r = new RandomAccessFile(a.toFile(), "rw")) {
                r.seek(5);
                r.write("XYZ".getBytes(StandardCharsets.UTF_8));
                r.setLength(100);
                r.seek(200);
                r.writeInt(0x12345678);
                r.setLength(150);
                r.setLength(300);
            }
            step("raf");
            try (FileChannel ch = FileChannel.open(a, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
                ch.write(ByteBuffer.wrap("positional".getBytes(StandardCharsets.UTF_8)), 40);
                ch.position(60);
                ch.write(ByteBuffer.wrap("moved".getBytes(StandardCharsets.UTF_8)));
                ch.truncate(120);
                System.out.println("channel position " + ch.position() + " size " + ch.size());
            }
            step("channel");
            Path b = dir.resolve("b.txt");
            Files.write(b, List.of("b1", "b2", "round " + round));
            Files.copy(a, dir.resolve("copy.bin"), StandardCopyOption.REPLACE_EXISTING);
            Files.move(b, dir.resolve("copy.bin"), StandardCopyOption.REPLACE_EXISTING);
            step("copy, move over");
            Path sub = Files.createDirectories(dir.resolve("d1/d2"));
            Files.writeString(sub.resolve("deep.txt"), "deep " + round);
            Files.createSymbolicLink(dir.resolve("link"), Paths.get("a.txt"));
            Files.createLink(dir.resolve("hard"), a);
            step("dirs, links");
            Files.delete(dir.resolve("link"));
            Files.delete(dir.resolve("hard"));
            Files.delete(sub.resolve("deep.txt"));
            Files.delete(sub);
            File c = dir.resolve("copy.bin").toFile();
            System.out.println("renameTo " + c.renameTo(dir.resolve("renamed.bin").toFile()));
            step("deletes, rename");
            Object lock = new Object();
            Path log = dir.resolve("log.txt");
            Thread t = new Thread(() -> {
                for (int i = 0; i < 5; i++)
                    synchronized (lock) {
                        try {
                            Files.writeString(log, "t" + i + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }
            });
            t.start();
            for (int i = 0; i < 5; i++)
                synchronized (lock) {
                    Files.writeString(log, "m" + i + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                }
            t.join();
            System.out.println("log lines " + Files.readAllLines(log).size());
            Files.delete(log);
            new File(dir.toFile(), "renamed.bin").delete();
            step("thread, cleaned");
        }
        Files.delete(a);
        Files.delete(dir.resolve("d1"));
        Files.delete(dir);
        System.out.println("removed " + !Files.exists(dir));
    }
}
